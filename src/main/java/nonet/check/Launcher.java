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
 * sources change, so a case re-run after a fix tests the fix), with the plugin jars it was given in
 * {@code NONET_CLASSPATH}; any other jar by {@code java -jar}, or {@code java -cp} with the same
 * class path when plugin jars sit beside it.
 */
final class Launcher {

    private Launcher() {
    }

    /** The words of the command for the running nonet. */
    static List<String> current() {
        CodeSource source = Launcher.class.getProtectionDomain().getCodeSource();
        try {
            return source == null ? List.of("nonet")
                    : of(Path.of(source.getLocation().toURI()), System.getProperty("java.class.path", ""));
        } catch (URISyntaxException | IllegalArgumentException e) {
            // a class loaded from somewhere that is no file (a custom class loader): only the PATH is left
            return List.of("nonet");
        }
    }

    /** The plugin jars the project launcher was given, made absolute for a script that runs elsewhere; empty if none. */
    static String pluginClassPath() {
        String plugins = System.getenv("NONET_CLASSPATH");
        if (plugins == null || plugins.isBlank()) {
            return "";
        }
        List<String> absolute = new java.util.ArrayList<>();
        for (String entry : plugins.strip().split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) {
                absolute.add(Path.of(entry).toAbsolutePath().toString());
            }
        }
        return String.join(java.io.File.pathSeparator, absolute);
    }

    /** The command for nonet's classes at {@code codeSource} (a jar, or a classes directory), run with {@code classPath}. */
    static List<String> of(Path codeSource, String classPath) {
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
            boolean alone = classPath.isEmpty() || Path.of(classPath).toAbsolutePath().normalize().equals(location);
            return alone ? List.of("java", "-jar", location.toString()) : List.of("java", "-cp", classPath, "nonet.cli.Main");
        }
        return List.of("nonet");
    }
}
