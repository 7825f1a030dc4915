package nonet.lang;

import java.util.List;

/** The parsed statements of model and puzzle files, before elaboration into the IR. */
final class Ast {

    private Ast() {
    }

    /** An element of a cell list: a literal cell or range, or a clue parameter holding cells. */
    sealed interface Item {
        Pos pos();
    }

    record CellItem(Token token) implements Item {
        public Pos pos() {
            return token.pos();
        }
    }

    record ParamItem(String name, Pos pos) implements Item {
    }

    /**
     * A cell-list function: {@code row(p)}, {@code column(p)}, {@code box(p)}, {@code region(p)}, an
     * offset set around a cell ({@code orthogonal(p)}, {@code king(p)} ...), {@code block(p, h, w)},
     * {@code fold(list)} (outside in: first, last, second, second last ...) and {@code reverse(list)}.
     */
    record FnItem(String fn, Item arg, List<Expr> numbers, Pos pos) implements Item {
    }

    /**
     * {@code number(list)} in a sum: the list's digits read as one base-10 number, the first cell
     * the most significant (a pill arrow's pill).
     */
    record NumberItem(List<Item> digits, Pos pos) implements Item {
    }

    /** {@code line[k]} or {@code line[from..to]}: 1-based, inclusive, negative counts from the end; a missing bound is the end. */
    record SliceItem(String param, Expr from, Expr to, boolean range, Pos pos) implements Item {
    }

    /** One rule statement; {@code text} is its source line, used as the origin of what it compiles to. */
    sealed interface Rule {
        Pos pos();

        String text();
    }

    /** {@code distinct rows columns} (groups, cells empty) or {@code distinct LIST} (groups empty). */
    record Distinct(List<String> groups, List<Item> cells, Pos pos, String text) implements Rule {
    }

    /**
     * A geometric pair rule; {@code offsets} as (dr, dc) pairs. {@code unless} names clue types: the
     * rule skips the pairs such clues connect, so it is applied after the puzzle's clues are known.
     */
    record Pairs(List<int[]> offsets, List<String> unless, Pos unlessPos, Expr pred, Pos predPos, Pos pos, String text)
            implements Rule {
    }

    /**
     * A state machine over a line: the state variables start at {@code start}; reading digit x at
     * position i is allowed when every guard holds, and moves to the state {@code next} gives (a
     * variable without a next expression keeps its value); the line is accepted when {@code accept}
     * holds (null: always).
     */
    record Machine(List<Item> cells, List<String> state, List<Expr> start, List<Expr> guards, List<Expr> next,
            Expr accept, Pos pos, String text) implements Rule {
    }

    /**
     * {@code sum LIST = RHS}. The right side is cells ({@code rhsCells}), a number expression
     * ({@code rhsExpr}), or a bare parameter ({@code rhsParam}) whose kind decides which.
     */
    record Sum(List<Item> cells, List<Item> rhsCells, Expr rhsExpr, String rhsParam, Pos rhsPos, Pos pos, String text)
            implements Rule {
    }

    /** chain, allpairs, mirror or pair over a list, with a predicate on (a, b). */
    record Link(String kind, List<Item> cells, Expr pred, Pos predPos, Pos pos, String text) implements Rule {
    }

    record Each(List<Item> cells, Expr pred, Pos predPos, Pos pos, String text) implements Rule {
    }

    record TableRule(List<Item> cells, Expr pred, Pos predPos, Pos pos, String text) implements Rule {
    }

    enum Kind { CELL, CELLS, NUMBER, NUMBERS }

    record Param(String name, Kind kind, Pos pos) {
    }

    /** {@code clue name(params): body}, defined in model file {@code model}; {@code drawing} is null when the body has no {@code draw}. */
    record ClueDef(String name, List<Param> params, List<Rule> body, Pos pos, String model, ClueDrawing drawing) {

        boolean variadic() {
            return !params.isEmpty() && (params.get(params.size() - 1).kind() == Kind.CELLS
                    || params.get(params.size() - 1).kind() == Kind.NUMBERS);
        }

        /** The signature for people: {@code cage(total, cells...)}. */
        String signature() {
            StringBuilder sb = new StringBuilder(name).append('(');
            for (int i = 0; i < params.size(); i++) {
                Param p = params.get(i);
                sb.append(i == 0 ? "" : ", ").append(p.name()).append(switch (p.kind()) {
                    case CELLS -> "...";
                    case NUMBERS -> "...: number";
                    case CELL -> ": cell";
                    default -> "";
                });
            }
            return sb.append(')').toString();
        }
    }

    /** A model reference in {@code use} or {@code extends}. */
    record Ref(String name, Pos pos) {
    }
}
