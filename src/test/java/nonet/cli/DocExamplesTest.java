package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples of the README and of the walkthrough in docs/model-language.md run as shown. Left
 * out: synopsis lines (with [OPTIONS] or a PLACEHOLDER), {@code bench} (a measurement of several seconds a row) and
 * the commands that need another program (minisat, CaDiCaL); a pipe into {@code tail} or a
 * redirection is dropped and the nonet part run.
 */
class DocExamplesTest {

    /** A synopsis word to fill in, such as PUZZLE or LINK. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\b[A-Z]{2,}\\b");
    private static final Pattern SH_BLOCK = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL);

    @TempDir
    Path tmp;

    /** The nonet command lines of the README's shell blocks, as words, globs expanded. */
    private static List<List<String>> readmeCommands() throws IOException {
        List<List<String>> commands = new ArrayList<>();
        Matcher block = SH_BLOCK.matcher(Files.readString(Path.of("README.md")));
        while (block.find()) {
            for (String line : block.group(1).split("\n")) {
                String command = line.replaceAll("\\s+#.*", "").replaceAll("\\s*(\\||>|&&).*", "").strip();
                if (command.startsWith("./nonet ") && !command.contains("[") && !PLACEHOLDER.matcher(command).find()
                        && !command.startsWith("./nonet bench")
                        && !command.startsWith("./nonet decode")
                        // a server runs until stopped: WebApiTest and WebPageBrowserTest start one
                        && !command.startsWith("./nonet serve")) {
                    commands.add(words(command.substring("./nonet ".length())));
                }
            }
        }
        return commands;
    }

    private static List<String> words(String command) throws IOException {
        List<String> words = new ArrayList<>();
        for (String word : command.split("\\s+")) {
            if (!word.contains("*")) {
                words.add(word);
                continue;
            }
            Path glob = Path.of(word);
            try (DirectoryStream<Path> files = Files.newDirectoryStream(glob.getParent(), glob.getFileName().toString())) {
                files.forEach(f -> words.add(f.toString()));
            }
        }
        return words;
    }

    @Test
    void everyReadmeCommandRunsCleanly() throws IOException {
        List<List<String>> commands = readmeCommands();
        assertTrue(commands.size() >= 8, commands.toString());
        for (List<String> command : commands) {
            Cli r = Cli.run(command.toArray(String[]::new));
            assertEquals(ExitCodes.OK, r.exit(), command + "\n" + r.err());
            assertEquals("", r.err(), command.toString());
        }
    }

    /** The walkthrough's rule file, model file and clue, with the puzzle line it gives, solve. */
    @Test
    void theWalkthroughRunsAsWritten() throws IOException {
        String doc = Files.readString(Path.of("docs/model-language.md"));
        String walkthrough = doc.substring(doc.indexOf("## Walkthrough"));
        List<String> blocks = new ArrayList<>();
        Matcher m = Pattern.compile("```\\n(.*?)```", Pattern.DOTALL).matcher(walkthrough);
        while (m.find() && blocks.size() < 3) {
            blocks.add(m.group(1).replaceAll("(?m)^   ", ""));
        }
        Matcher use = Pattern.compile("instantiate it in puzzles as `([^`]+)`").matcher(walkthrough);
        assertTrue(use.find(), "the walkthrough's puzzle line");
        Files.writeString(tmp.resolve("my-rules.nonet"), blocks.get(0) + blocks.get(2));
        Files.writeString(tmp.resolve("my-variant.nonet"), blocks.get(1));
        Path puzzle = Files.writeString(tmp.resolve("p.nonet"), "use ./my-variant.nonet\n" + use.group(1) + "\n");
        Cli r = Cli.run("count", "--limit", "1", "--format", "line", puzzle.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertEquals(List.of("1+"), r.lines());
    }
}
