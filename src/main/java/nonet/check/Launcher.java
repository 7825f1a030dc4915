package nonet.check;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;

/**
 * The command that runs this same nonet again, for scripts written to disk: absolute, so the
 * script works from any directory and without nonet on the PATH. A jar built in a project's
 * {@code target/} is run through the project's {@code ./nonet} launcher (which rebuilds it when the
 * sources change, so a case re-run after a fix tests the fix); any other jar by {@code java -jar}.
 */
final class Launcher {

    private Launcher() {
    }

    /** The words of the command for the running nonet. */
    static List<String> current() {
        CodeSource source = Launcher.class.getProtectionDomain().getCodeSource();
        try {
            return source == null ? List.of("nonet") : of(Path.of(source.getLocation().toURI()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            // a class loaded from somewhere that is no file (a custom class loader): only the PATH is left
            return List.of("nonet");
        }
    }

    /** The command for nonet's classes at {@code codeSource}: a jar, or a classes directory. */
    static List<String> of(Path codeSource) {
        Path location = codeSource.toAbsolutePath().normalize();
        Path target = location.getParent();
        if (target != null && target.getFileName() != null && target.getFileName().toString().equals("target")
                && target.getParent() != null) {
            Path launcher = target.getParent().resolve("nonet");
            if (Files.isRegularFile(launcher) && Files.isExecutable(launcher)) {
                return List.of(launcher.toString());
            }
        }
        if (Files.isRegularFile(location)) {
            return List.of("java", "-jar", location.toString());
        }
        return List.of("nonet");
    }
}
