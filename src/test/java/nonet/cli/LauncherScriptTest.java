package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./nonet} launcher in a fresh copy of the project, with stand-ins for mvn (which takes
 * a second to "build" and counts its builds) and java (which prints how it was called): parallel
 * first runs build once and both run; NONET_CLASSPATH joins nonet's class path.
 */
class LauncherScriptTest {

    @TempDir
    Path tmp;

    private Path project() throws IOException {
        Path project = Files.createDirectories(tmp.resolve("project"));
        Files.copy(Path.of("nonet"), project.resolve("nonet"));
        assertTrue(project.resolve("nonet").toFile().setExecutable(true));
        Files.createDirectories(project.resolve("src/main"));
        Files.createDirectories(project.resolve("models"));
        Files.writeString(project.resolve("pom.xml"), "");
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        executable(bin.resolve("mvn"), "#!/bin/sh\necho build >> '" + tmp.resolve("builds") + "'\nsleep 1\nmkdir -p target\n"
                + "echo jar > target/nonet.jar\n");
        executable(bin.resolve("java"), "#!/bin/sh\necho \"java $*\"\n");
        return project;
    }

    private static void executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        assertTrue(file.toFile().setExecutable(true));
    }

    private Process start(Path project, Map<String, String> env, String... args) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of("bash", project.resolve("nonet").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("PATH", tmp.resolve("bin") + ":" + System.getenv("PATH"));
        pb.environment().putAll(env);
        return pb.start();
    }

    private static String finish(Process p) throws Exception {
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), output);
        assertEquals(0, p.exitValue(), output);
        return output;
    }

    @Test
    void twoFirstRunsAtOnceBuildOnceAndBothRun() throws Exception {
        Path project = project();
        Process first = start(project, Map.of(), "engines");
        Process second = start(project, Map.of(), "engines");
        String a = finish(first);
        String b = finish(second);
        assertEquals(List.of("build"), Files.readAllLines(tmp.resolve("builds")));
        for (String output : List.of(a, b)) {
            assertTrue(output.contains("nonet.cli.Main engines"), output);
        }
    }

    @Test
    void nonetClasspathJoinsTheClassPath() throws Exception {
        Path project = project();
        String output = finish(start(project, Map.of("NONET_CLASSPATH", "/x/plugin.jar"), "engines"));
        assertTrue(output.contains("-cp " + project.resolve("target/nonet.jar") + ":/x/plugin.jar nonet.cli.Main engines"), output);
    }
}
