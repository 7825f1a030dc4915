package nonet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The top-level command: which subcommands it builds, and that help still sees them all. */
class MainTest {

    private static final List<String> ALL = List.of("solve", "count", "check", "explain", "cnf", "decode", "import", "export", "draw", "candidates", "minimal", "generate", "estimate", "bench",
            "models", "serve", "engines", "help");

    @Test
    void aNamedSubcommandIsTheOnlyOneBuilt() {
        for (String name : ALL.subList(0, ALL.size() - 1)) {
            assertEquals(Set.of(name), Main.commandLine(new String[] {name, "--help"}).getSubcommands().keySet());
        }
    }

    @Test
    void helpAnUnknownNameOrNoneBuildEveryOne() {
        for (String[] args : List.of(new String[] {}, new String[] {"help"}, new String[] {"--help"},
                new String[] {"cuont"})) {
            assertEquals(ALL, List.copyOf(Main.commandLine(args).getSubcommands().keySet()));
        }
    }

    @Test
    void usageListsEverySubcommand() {
        Cli help = Cli.run("--help");
        assertEquals(ExitCodes.OK, help.exit());
        for (String name : ALL) {
            assertTrue(help.out().contains("  " + name + " "), name + " in\n" + help.out());
        }
    }

    @Test
    void helpNamesASubcommandsOptions() {
        Cli help = Cli.run("help", "count");
        assertEquals(ExitCodes.OK, help.exit());
        assertTrue(help.out().contains("Usage: nonet count"), help.out());
    }

    @Test
    void aMistypedSubcommandGetsASuggestion() {
        Cli typo = Cli.run("cuont", "x.txt");
        assertEquals(ExitCodes.BAD_INPUT, typo.exit());
        assertTrue(typo.err().contains("count"), typo.err());
    }

    @Test
    void noSubcommandIsBadInput() {
        Cli none = Cli.run();
        assertEquals(ExitCodes.BAD_INPUT, none.exit());
        assertTrue(none.err().contains("a subcommand is required"), none.err());
    }

    @Test
    void everySubcommandsSummaryIsAWholeSentence() {
        for (String name : ALL.subList(0, ALL.size() - 1)) {
            String summary = Main.commandLine(new String[] {name}).getSubcommands().get(name).getCommandSpec().usageMessage().description()[0];
            assertTrue(summary.endsWith("."), name + ": '" + summary + "'");
        }
    }

    @Test
    void everySubcommandPrintsTheVersion() {
        for (String name : ALL.subList(0, ALL.size() - 1)) {
            Cli r = Cli.run(name, "--version");
            assertEquals(ExitCodes.OK, r.exit(), name);
            assertEquals(List.of("nonet (development build)"), r.lines(), name);
        }
    }
}
