package nonet.interchange.fpuzzles;

/**
 * What is wrong with f-puzzles data, and where: a JSON path such as {@code killercage[2].cells[1]}
 * (empty for the whole document). The message reads {@code path: detail}.
 */
final class ImportError extends Exception {

    private static final long serialVersionUID = 1L;

    ImportError(String path, String detail) {
        super(path.isEmpty() ? detail : path + ": " + detail, null, false, false);
    }
}
