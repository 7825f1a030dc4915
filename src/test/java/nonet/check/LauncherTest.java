package nonet.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which command a reproduce.sh falls back to when NONET is not set, for each place nonet may run from. */
class LauncherTest {

    @TempDir
    Path tmp;

    private Path file(String relative) throws IOException {
        Path p = tmp.resolve(relative);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, "");
    }

    @Test
    void aJarInAProjectsTargetRunsThroughTheProjectsLauncher() throws IOException {
        Path jar = file("project/target/nonet.jar");
        Path launcher = file("project/nonet");
        launcher.toFile().setExecutable(true);
        assertEquals(List.of(launcher.toString()), Launcher.of(jar, ""));
        assertEquals(List.of(launcher.toString()), Launcher.of(Files.createDirectories(tmp.resolve("project/target/classes")), ""));
    }

    @Test
    void aJarWithoutALauncherRunsByJavaJar() throws IOException {
        Path installed = file("opt/nonet.jar");
        assertEquals(List.of("java", "-jar", installed.toString()), Launcher.of(installed, installed.toString()));
        Path notExecutable = file("other/target/nonet.jar");
        file("other/nonet");
        assertEquals(List.of("java", "-jar", notExecutable.toString()), Launcher.of(notExecutable, ""));
    }

    @Test
    void classesOutsideAProjectFallBackToThePath() throws IOException {
        assertEquals(List.of("nonet"), Launcher.of(Files.createDirectories(tmp.resolve("classes")), ""));
    }

    @Test
    void theRunningClassesAreFound() {
        // the tests run from target/classes of this project, next to its ./nonet launcher
        assertEquals(List.of(Path.of("nonet").toAbsolutePath().toString()), Launcher.current());
    }

    @Test
    void aJarWithPluginsBesideItRunsWithTheSameClassPath() throws IOException {
        Path installed = file("opt/nonet.jar");
        String classPath = installed + java.io.File.pathSeparator + "/opt/plugins/mine.jar";
        assertEquals(List.of("java", "-cp", classPath, "nonet.cli.Main"), Launcher.of(installed, classPath));
    }
}
