package nonet.cli;

import picocli.CommandLine;

/** The version shown by {@code nonet --version}, taken from the jar's manifest when there is one. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Main.class.getPackage().getImplementationVersion();
        return new String[] {"nonet " + (v == null ? "(development build)" : v)};
    }
}
