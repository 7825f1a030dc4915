package nonet.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of mistake names file:line:col and says what was expected. */
class ErrorsTest {

    @TempDir
    Path dir;

    /** Writes m.nonet (and other files, name then text) to a fresh folder, then compiles the puzzle there. */
    private LangException modelError(String modelText, String puzzleText, String... others) throws Exception {
        Path sub = Files.createTempDirectory(dir, "case");
        Files.writeString(sub.resolve("m.nonet"), modelText);
        for (int i = 0; i < others.length; i += 2) {
            Files.writeString(sub.resolve(others[i]), others[i + 1]);
        }
        return assertThrows(LangException.class,
                () -> Lang.COMPILER.compile(new PuzzleFileParser().parse(puzzleText, "p.nonet", sub)));
    }

    private static void at(LangException e, String where, String detail) {
        assertEquals(where, e.file().replaceAll(".*/", "") + ":" + e.line() + ":" + e.col(), e.getMessage());
        Lang.assertContains(e.detail(), detail);
    }

    @Test
    void unknownClueSuggestsTheNearest() {
        Lang.error("use killer\ngrid 9\ncagee 15 r1c1 r1c2\n", 3, 1, "unknown clue 'cagee'; did you mean 'cage'?");
    }

    @Test
    void unknownModelSuggestsTheNearest() {
        Lang.error("use killer, antiknight\n", 1, 13, "unknown model 'antiknight'; did you mean 'anti-knight'?");
    }

    @Test
    void wrongArgumentCountAndKinds() {
        Lang.error("use kropki\ngrid 9\nwhite r1c1\n", 3, 1, "takes 2 arguments, not 1");
        Lang.error("use kropki\ngrid 9\nwhite r1c1 r1c2 r1c3\n", 3, 17, "takes 2 arguments, not 3");
        Lang.error("use killer\ngrid 9\ncage r1c1 r1c2\n", 3, 6, "is a number, not cells");
        Lang.error("use killer\ngrid 9\ncage 10 r1c1 5\n", 3, 14, "are cells, not the number 5");
        Lang.error("use arrow\ngrid 9\narrow 7 r1c2\n", 3, 7, "is a cell, not the number 7");
        Lang.error("use kropki\ngrid 9\nwhite r1c1-2 r1c3\n", 3, 7, "one cell, not a range of 2");
    }

    @Test
    void cellOutOfRange() {
        Lang.error("use killer\ngrid 9\ncage 10 r1c1 r10c1\n", 3, 14, "r10c1 is outside the 9x9 grid");
        Lang.error("use classic\ngrid 9\ngiven r0c1 = 1\n", 3, 7, "count from 1");
    }

    @Test
    void duplicateCellInACage() {
        Lang.error("use killer\ngrid 9\ncage 10 r1c1 r2c1 r1c1\n", 3, 19, "r1c1 appears twice");
    }

    @Test
    void impossibleTotals() {
        Lang.error("use killer\ngrid 9\ncage 50 r1c1 r2c1\n", 3, 6, "total 50 is impossible: 2 different digits sum to 3..17");
        Lang.error("use killer\ngrid 9\ncage 3 r1c1 r2c1 r2c2\n", 3, 6, "total 3 is impossible: 3 different digits sum to 6..24");
        Lang.error("use little-killer\ngrid 9\nlittle-killer 1 r1c1 r9c9\n", 3, 15, "the sum ranges over 2..18");
    }

    @Test
    void predicatesAlwaysFalseAlwaysTrueOrWithoutVariables() throws Exception {
        at(modelError("pairs king: 1 = 1\n", "use classic, ./m.nonet\ngrid 9\n"), "m.nonet:1:13", "never mentions a or b");
        at(modelError("pairs king: a < a + 1\n", "use classic, ./m.nonet\ngrid 9\n"), "m.nonet:1:13", "true for every pair");
        at(modelError("pairs knight: a > 9 + b\n", "use classic, ./m.nonet\ngrid 9\n"), "m.nonet:1:15", "false for every pair");
        at(modelError("each r1c1: x > 9\n", "use classic, ./m.nonet\ngrid 9\n"), "m.nonet:1:12", "false for every digit");
        // a clue whose predicate cannot hold on this grid size names the clue's place in the puzzle
        LangException e = assertThrows(LangException.class, () -> Lang.compile("use whisper\ngrid 4\nwhisper r1c1 r1c2\n"));
        at(e, "whisper.nonet:6:17", "false for every pair of digits 1..4");
        Lang.assertContains(e.detail(), "(in 'whisper r1c1 r1c2' at p.nonet:3:1)");
    }

    @Test
    void contradictoryRulesOnOnePair() {
        Lang.error("use classic, rules/kropki, rules/xv\ngrid 9\nwhite r1c1 r1c2\nx r1c2 r1c1\n", 4, 1, "allow no pair of digits");
    }

    @Test
    void syntaxErrorsSayWhatWasExpected() throws Exception {
        at(modelError("clue cage(total, cells...)\n    sum cells = total\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:27",
                "expected ':' after the parameter list");
        at(modelError("pairs king: a !=\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:17", "expected a number, a name or '('");
        at(modelError("pairs kng: a != b\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:7", "did you mean 'king'?");
        at(modelError("distinct rowz\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:10", "did you mean 'rows'?");
        at(modelError("disitnct rows\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:1", "unknown statement 'disitnct'; did you mean 'distinct'?");
        at(modelError("pairs king: a + b\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:13", "must be a condition");
        at(modelError("pairs king: x != b\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:13", "unknown name 'x' (pair predicates use a and b)");
        at(modelError("clue c(p, q): pair p q: a != b\n  distinct p\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:2:3", "unexpected indentation");
        at(modelError("clue d(u): each u: len(u) = 1\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:20", "never mentions x");
        Lang.error("use killer\ngrid 9\ncage 10 r1c1 & r1c2\n", 3, 14, "unexpected character '&'");
    }

    @Test
    void numbersReadFromCellsBelongInSums() throws Exception {
        at(modelError("distinct number(r1c1 r1c2)\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:10",
                "number(...) reads cells as one number, so it belongs in a sum");
        at(modelError("sum r2c1 = number(r1c1 r1c2\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:28",
                "expected ')' after the cells of number(...)");
        at(modelError("clue pill(line...): sum line[11..] = number(line[..10])\n", "use ./m.nonet\ngrid 9\npill r1c1-9 r2c1-9\n"),
                "m.nonet:1:38", "number(...) of 10 cells: at most 9 digits fit (in 'pill r1c1");
    }

    @Test
    void parameterKindsMustAgree() throws Exception {
        at(modelError("clue c(n, cells...):\n    distinct n\n    each cells: x < n\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:3:21",
                "parameter 'n' is used as a number here but holds cells");
        at(modelError("clue c(n, cells...): distinct cells\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:8", "parameter 'n' is never used");
    }

    @Test
    void cyclicExtends() throws Exception {
        at(modelError("extends ./b.nonet\n", "use ./m.nonet\ngrid 9\n", "b.nonet", "extends ./m.nonet\ndistinct rows\n"),
                "b.nonet:1:9", "cyclic extends");
    }

    @Test
    void unknownModelInExtends() throws Exception {
        at(modelError("extends clasic\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:9", "unknown model 'clasic'; did you mean 'classic'?");
    }

    @Test
    void tableTooLarge() throws Exception {
        at(modelError("clue t(cells...): table cells: sum(xs) > 0\n", "use ./m.nonet\ngrid 9\nt r1c1-9 r2c1-9\n"), "m.nonet:1:19",
                "would exceed");
    }

    @Test
    void gridSizeConflicts() {
        Lang.error("use classic-9x9\ngrid 4\n", 2, 1, "declares grid 9x9");
        Lang.error("use classic\ngrid 4\ngivens " + ".".repeat(81) + "\n", 3, 1, "givens describe a 9x9 grid, but grid 4x4 at p.nonet:2:1");
        Lang.error("use classic\ngiven r12c1 = 1\n", 2, 7, "the grid size is unknown and cell r12c1 does not fit the default 9x9");
        Lang.error("use classic\ngiven r1c1 = 12\n", 2, 14, "the grid size is unknown and given 12 does not fit the default 9x9");
        Lang.error("use killer\ncage 30 r1c1 r1c10\n", 2, 14, "cell r1c10 does not fit the default 9x9");
    }

    @Test
    void givensShapeSymbolsAndRange() {
        Lang.error("use classic\ngivens\n1234\n123\n", 4, 1, "givens row 2 has 3 symbols; expected 4");
        Lang.error("use classic\ngivens " + ".".repeat(80) + "\n", 2, 1, "80 symbols");
        Lang.error("use classic\ngivens\n12.?\n....\n....\n....\n", 3, 4, "bad symbol '?'");
        Lang.error("use classic\ngivens\n12.5\n....\n....\n....\n", 3, 4, "is 5, outside 1..4");
        Lang.error("use classic\ngrid 4\ngiven r1c1 = 7\n", 3, 14, "given 7 is outside 1..4");
    }

    @Test
    void regionsMustFormNRegionsOfNCells() {
        Lang.error("use jigsaw\nregions\nAABB\nAABB\nCCDD\nCCDE\n", 6, 4, "'E' is region number 5");
        Lang.error("use jigsaw\nregions\nAABB\nAABB\nCCDD\nCDDD\n", 2, 1, "region 'C' has 3");
    }

    @Test
    void modelStatementsInPuzzlesAndPuzzleStatementsInModels() throws Exception {
        Lang.error("use classic\ngrid 9\ndistinct r1c1 r2c2\n", 3, 1, "'distinct' belongs in a model file");
        at(modelError("given r1c1 = 1\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:1:1", "'given' belongs in a puzzle file");
    }

    @Test
    void messagesAreLocated() {
        LangException e = Lang.error("use killer\ngrid 9\ncagee 15 r1c1 r1c2\n", 3, 1, "cagee");
        assertEquals(List.of("p.nonet", 3, 1), List.of(e.file(), e.line(), e.col()));
    }

    @Test
    void deeplyNestedExpressionsAreAnErrorNotAStackOverflow() throws Exception {
        String deep = "(".repeat(5000) + "a != b" + ")".repeat(5000);
        at(modelError("extends classic\npairs king: " + deep + "\n", "use ./m.nonet\n"), "m.nonet:2:113",
                "expression nesting deeper than 100");
        at(modelError("extends classic\npairs king: " + "not ".repeat(300) + "a = b\n", "use ./m.nonet\n"), "m.nonet:2:413",
                "expression nesting deeper than 100");
        at(modelError("extends classic\neach r1c1: x != " + "-".repeat(300) + "1\n", "use ./m.nonet\n"), "m.nonet:2:117",
                "expression nesting deeper than 100");
        at(modelError("extends classic\npairs king: a != b" + " + 0".repeat(5000) + "\n", "use ./m.nonet\n"), "m.nonet:2:4020",
                "expression with more than 1000 operators");
    }

    @Test
    void nestingUpToTheLimitIsFine() throws Exception {
        Path sub = Files.createTempDirectory(dir, "ok");
        Files.writeString(sub.resolve("m.nonet"), "extends classic\npairs king: " + "(".repeat(99) + "a != b" + ")".repeat(99) + "\n");
        assertEquals(9, Lang.COMPILER.compile(new PuzzleFileParser().parse("use ./m.nonet\ngrid 9\n", "p.nonet", sub)).geometry().size());
    }

    @Test
    void arithmeticOverflowIsAnErrorAtTheOperator() throws Exception {
        at(modelError("extends classic\npairs king: a * 100000 * 100000 != b\n", "use ./m.nonet\ngrid 9\n"), "m.nonet:2:24",
                "integer overflow in '*'");
        at(modelError("extends classic\npairs king: a + 999999999 + 999999999 + 999999999 != b\n", "use ./m.nonet\ngrid 9\n"),
                "m.nonet:2:39", "integer overflow in '+'");
        at(modelError("extends classic\npairs king: a - 999999999 - 999999999 - 999999999 != b\n", "use ./m.nonet\ngrid 9\n"),
                "m.nonet:2:39", "integer overflow in '-'");
        at(modelError("extends classic\ntable r1c1 r1c2: prod(xs) * 999999999 * 999999999 > 0\n", "use ./m.nonet\ngrid 9\n"),
                "m.nonet:2:39", "integer overflow in '*'");
        at(modelError("extends classic\neach r1c1: sum(x, 999999999, 999999999, 999999999) > 0\n", "use ./m.nonet\ngrid 9\n"),
                "m.nonet:2:12", "integer overflow in 'sum'");
    }

    @Test
    void aLongExtendsChainIsAnErrorAndCyclesAreStillFound() throws Exception {
        String[] files = new String[2 * 60];
        for (int i = 0; i < 60; i++) {
            files[2 * i] = "c" + i + ".nonet";
            files[2 * i + 1] = "extends " + (i + 1 < 60 ? "./c" + (i + 1) + ".nonet" : "classic") + "\n";
        }
        LangException e = modelError("extends ./c0.nonet\n", "use ./m.nonet\ngrid 9\n", files);
        Lang.assertContains(e.detail(), "extends chain deeper than 50 models");
        at(modelError("extends ./b.nonet\n", "use ./m.nonet\n", "b.nonet", "extends ./m.nonet\n"), "b.nonet:1:9", "cyclic extends");
    }

    @Test
    void aClueOfAnotherBundledModelSaysWhichModelToUse() {
        Lang.error("use classic\ngrid 9\ncage 15 r1c1 r1c2\n", 3, 1, "'cage' is defined by model killer: add 'use killer'");
        Lang.error("use killer\ngrid 9\nthermo r1c1 r1c2\n", 3, 1, "'thermo' is defined by model thermo: add 'use thermo'");
        Lang.error("use classic\ngrid 9\nwhite r1c1 r1c2\n", 3, 1, "'white' is defined by model kropki: add 'use kropki'");
    }

    /** A clue whose body is {@code body} (indented lines), placed as {@code t r1c1-3} in a 9x9 puzzle. */
    private LangException machineError(String body, String use) throws Exception {
        return modelError("model m\nclue t(line...):\n" + body, "use classic, ./m.nonet\n" + use + "\n");
    }

    @Test
    void machineStatementsInTheirPlace() throws Exception {
        at(machineError("    machine line:\n        when x > 1\n        state s = 0\n", "t r1c1-3"), "m.nonet:5:9",
                "'state' comes first in a machine, and once");
        at(machineError("    machine line:\n        state x = 0\n", "t r1c1-3"), "m.nonet:4:15",
                "expected a new name for a state variable (not x, i, N or a parameter), found 'x'");
        at(machineError("    machine line:\n        state s = 0, s = 1\n", "t r1c1-3"), "m.nonet:4:22",
                "state variable 's' is declared twice");
        at(machineError("    machine line:\n        state s = 0\n        next t = s + x\n", "t r1c1-3"), "m.nonet:5:14",
                "'t' is not a state variable (state: s)");
        at(machineError("    machine line:\n        state s = 0\n        next s = x\n        next s = 1\n", "t r1c1-3"), "m.nonet:6:9",
                "'next' appears twice in one machine");
        at(machineError("    machine line:\n        state s = 0\n        accept s = 1\n        accept s = 2\n", "t r1c1-3"),
                "m.nonet:6:9", "'accept' appears twice in one machine");
        at(machineError("    machine line:\n        state s = 0\n        acept s = 1\n", "t r1c1-3"), "m.nonet:5:9",
                "expected state, when, next or accept in a machine, found 'acept'; did you mean 'accept'?");
        at(machineError("    machine line:\n    distinct line\n", "t r1c1-3"), "m.nonet:3:5",
                "the machine has no body");
        at(machineError("    machine line:\n        state s = 0\n        next s = s + y\n", "t r1c1-3"), "m.nonet:5:22",
                "unknown name 'y' (a machine's steps use x, i and its state)");
        at(machineError("    machine line:\n        state s = 0\n        accept s = x\n", "t r1c1-3"), "m.nonet:5:20",
                "unknown name 'x' (a machine's start and accept use its state and numeric parameters)");
    }

    @Test
    void machinesThatAcceptNothingOrGrowWithoutBound() throws Exception {
        at(machineError("    machine line:\n        state s = 0\n        next s = s + x\n        accept s = 100\n", "t r1c1-3"),
                "m.nonet:3:5", "no digits 1..9 on these 3 cells satisfy the machine (in 't r1c1 r1c2 r1c3' at p.nonet:2:1)");
        at(machineError("    machine line:\n        state s = 0\n        next s = s * 10 + x\n", "t r1c1-9"), "m.nonet:3:5",
                "the machine reaches more than 200000 states at cell 6 of 9");
    }

    @Test
    void newExpressionForms() throws Exception {
        at(machineError("    machine line:\n        state s = 0\n        next s = if x > 1 then 1\n", "t r1c1-3"), "m.nonet:5:33",
                "expected 'else': an 'if' needs both branches");
        at(modelError("model m\nclue t(p, q): pair p q: row(p) = 1\n", "use classic, ./m.nonet\nt r1c1 r1c2\n"), "m.nonet:2:29",
                "row(...) takes the digit variable a or b, found 'p'");
        at(modelError("model m\nclue t(p, q): pair p q: count(a, 1) = 1\n", "use classic, ./m.nonet\nt r1c1 r1c2\n"), "m.nonet:2:31",
                "count needs a list first: xs or a list of numbers");
        at(modelError("model m\nclue t(p, q): pair p q: all(1 in xs: a = 1)\n", "use classic, ./m.nonet\nt r1c1 r1c2\n"), "m.nonet:2:29",
                "expected a name after 'all('");
        at(modelError("model m\nclue t(p, ds...: text): pair p p: a = 1\n", "use classic, ./m.nonet\nt r1c1 1\n"), "m.nonet:2:18",
                "expected 'number' or 'cell' after 'ds...:', found 'text'");
    }

    @Test
    void cellListFunctionsAndSlices() throws Exception {
        at(modelError("model m\nclue t(line...): distinct line[12]\n", "use classic, ./m.nonet\nt r1c1-9\n"), "p.nonet:2:1",
                "position 12 is outside line (9 cells)");
        at(modelError("model m\nclue t(line...): distinct line[2..12]\n", "use classic, ./m.nonet\nt r1c1-9\n"), "p.nonet:2:1",
                "range 2..12 is outside line (9 cells)");
        at(modelError("model m\nclue t(p): distinct block(p)\n", "use classic, ./m.nonet\nt r1c1\n"), "m.nonet:2:21",
                "block(...) takes a cell, a height and a width, not 1 arguments");
        at(modelError("model m\nclue t(p): distinct block(p, 2, 2)\n", "use classic, ./m.nonet\nt r9c9\n"), "p.nonet:2:1",
                "block(r9c9, 2, 2) does not fit in the 9x9 grid");
        at(modelError("model m\nclue t(p): distinct box(p)\n", "use ./m.nonet\ngrid 9\nt r1c1\n"), "p.nonet:3:1",
                "box(...) needs boxes, and this 9x9 grid has none");
        at(modelError("model m\nclue t(p, q, r): pair p q r: a = b\n", "use classic, ./m.nonet\nt r1c1 r1c2 r1c3\n"), "m.nonet:2:18",
                "'pair' needs two cells, or two lists");
        at(modelError("model m\nclue t(line...): pair line[..2] line[3..]: a = b\n", "use classic, ./m.nonet\nt r1c1-5\n"), "m.nonet:2:18",
                "'pair' relates one cell to a list, or two lists of equal length, not 2 cells to 3");
    }

    @Test
    void aCloneOfOneCellHasNoPairs() {
        LangException e = assertThrows(LangException.class, () -> Lang.compile("use clone\ngrid 9\nclone r1c1\n"));
        assertEquals("models/rules/clone.nonet:7:5: 'pair' needs cells on both sides, not 0 and 1 (in 'clone r1c1' at p.nonet:3:1)",
                e.getMessage());
    }

    @Test
    void unlessNamesCluesOfTheModels() throws Exception {
        at(modelError("model m\nextends rules/kropki\npairs orthogonal unless whit: a != b\n", "use classic, ./m.nonet\n"),
                "m.nonet:3:25", "unknown clue 'whit' after 'unless'; did you mean 'white'?");
        at(modelError("model m\nclue t(p): pairs orthogonal unless white: a != b\n", "use classic, ./m.nonet\nt r1c1\n"),
                "m.nonet:2:36", "'unless' belongs in a model's grid-wide rule, not in a clue");
        at(modelError("model m\npairs orthogonal unless: a != b\n", "use classic, ./m.nonet\n"), "m.nonet:2:24",
                "expected clue names after 'unless'");
    }

    @Test
    void listsOfNumbersTakeNumbers() {
        Lang.error("use quadruple\ngrid 9\nquadruple r1c1 1 r2c2\n", 3, 18, "arguments 'digits...' of quadruple(corner: cell, digits...: number) are numbers, not cells");
    }
}
