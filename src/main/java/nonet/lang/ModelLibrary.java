package nonet.lang;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Finds and loads model files: bundled ones on the classpath ({@code models/NAME.nonet}, names such
 * as {@code killer} or {@code rules/anti-knight}) and files on disk. A reference ending in
 * {@code .nonet} or starting with {@code /}, {@code ./} or {@code ../} is a path (relative to the
 * referring file's directory); any other is a bundled name, then {@code NAME.nonet} next to the
 * referring file. Loaded models are cached; {@code extends} cycles are errors.
 */
public final class ModelLibrary {

    /** How many models an {@code extends} chain may pass through; the bundled ones use 3. */
    static final int MAX_EXTENDS_DEPTH = 50;


    private static final String ROOT = "models/";
    private static final ModelLibrary BUNDLED = new ModelLibrary();

    private final Map<String, ModelDef> cache = new ConcurrentHashMap<>();
    private volatile List<String> bundledNames;

    private ModelLibrary() {
    }

    public static ModelLibrary bundled() {
        return BUNDLED;
    }

    /** Every bundled model with its description and clue names, sorted by name. */
    public List<ModelInfo> list() {
        List<ModelInfo> out = new ArrayList<>();
        for (String name : bundledNames()) {
            try {
                ModelDef def = load(name, null);
                List<String> clues = new ArrayList<>();
                for (ModelDef m : Composition.flatten(def)) {
                    clues.addAll(m.ownClueNames());
                }
                out.add(new ModelInfo(name, def.about(), List.copyOf(clues)));
            } catch (LangException e) {
                out.add(new ModelInfo(name, "(does not load: " + e.getMessage() + ")", List.of()));
            }
        }
        return out;
    }

    /** The text of a bundled model (or a model file), for showing it to people. */
    public String source(String name) throws LangException {
        Pos at = new Pos("<arguments>", 1, 1);
        if (isPath(name)) {
            return readFile(Path.of(name).toAbsolutePath().normalize(), at, name);
        }
        String text = readBundled(name);
        if (text == null) {
            throw unknown(name, at);
        }
        return text;
    }

    public ModelDef load(String nameOrPath, Path relativeTo) throws LangException {
        return load(nameOrPath, relativeTo, new Pos("<arguments>", 1, 1));
    }

    ModelDef load(String nameOrPath, Path relativeTo, Pos at) throws LangException {
        return load(nameOrPath, relativeTo, at, new ArrayDeque<>());
    }

    /** The canonical reference for a model: its bundled name, or its absolute path. */
    String canonical(String nameOrPath, Path relativeTo, Pos at) throws LangException {
        try {
            return canonicalPath(nameOrPath, relativeTo, at);
        } catch (InvalidPathException e) {
            // a NUL in a name read from a file: no file is named so, and Path.of throws rather than answer
            throw new LangException(at, "model name '" + nameOrPath + "' is no file name: " + e.getReason());
        }
    }

    private String canonicalPath(String nameOrPath, Path relativeTo, Pos at) throws LangException {
        if (isPath(nameOrPath)) {
            Path p = Path.of(nameOrPath);
            if (!p.isAbsolute()) {
                p = (relativeTo == null ? Path.of("") : relativeTo).resolve(p);
            }
            return p.toAbsolutePath().normalize().toString();
        }
        if (readBundledCached(nameOrPath)) {
            return nameOrPath;
        }
        if (relativeTo != null) {
            Path local = relativeTo.resolve(nameOrPath + ".nonet");
            if (Files.isRegularFile(local)) {
                return local.toAbsolutePath().normalize().toString();
            }
        }
        throw unknown(nameOrPath, at);
    }

    private ModelDef load(String nameOrPath, Path relativeTo, Pos at, Deque<String> loading) throws LangException {
        String key = canonical(nameOrPath, relativeTo, at);
        ModelDef cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        if (loading.contains(key)) {
            List<String> cycle = new ArrayList<>();
            loading.descendingIterator().forEachRemaining(cycle::add);
            cycle.add(key);
            throw new LangException(at, "cyclic extends: " + String.join(" -> ", cycle.subList(cycle.indexOf(key), cycle.size())));
        }
        if (loading.size() >= MAX_EXTENDS_DEPTH) {
            // loading recurses once per level, so an endless chain of distinct files would overflow the stack
            throw new LangException(at, "extends chain deeper than " + MAX_EXTENDS_DEPTH + " models (at " + key + ")");
        }
        boolean bundled = !key.startsWith("/") && !isPath(key) && !Path.of(key).isAbsolute();
        String text = bundled ? readBundled(key) : readFile(Path.of(key), at, nameOrPath);
        String file = bundled ? ROOT + key + ".nonet" : key;
        ParsedFile parsed = Parser.parse(text, file);
        if (parsed.firstPuzzleStatement != null) {
            String kw = parsed.firstPuzzleKeyword;
            if (kw.isEmpty()) {
                String word = parsed.clueUses.get(0).name();
                throw new LangException(parsed.firstPuzzleStatement, "unknown statement '" + word + "'"
                        + Suggest.didYouMean(word, Parser.STATEMENTS));
            }
            throw new LangException(parsed.firstPuzzleStatement, "'" + kw + "' belongs in a puzzle file, not a model file"
                    + (kw.equals("use") ? "; a model says 'extends'" : ""));
        }
        Path dir = bundled ? null : Path.of(key).getParent();
        loading.push(key);
        List<ModelDef> parents = new ArrayList<>();
        for (Ast.Ref ref : parsed.extendsRefs) {
            parents.add(load(ref.name(), dir, ref.pos(), loading));
        }
        loading.pop();
        ModelDef def = new ModelDef(key, parsed, parents);
        cache.putIfAbsent(key, def);
        return cache.get(key);
    }

    private static boolean isPath(String ref) {
        return ref.endsWith(".nonet") || ref.startsWith("/") || ref.startsWith("./") || ref.startsWith("../")
                || ref.contains("\\") || Path.of(ref).isAbsolute();
    }

    private LangException unknown(String name, Pos at) {
        return new LangException(at, "unknown model '" + name + "'" + Suggest.didYouMean(name, bundledNames())
                + " (bundled models: see 'nonet models'; a file path ends in .nonet)");
    }

    private final Map<String, Boolean> exists = new ConcurrentHashMap<>();

    private boolean readBundledCached(String name) {
        return exists.computeIfAbsent(name, n -> ModelLibrary.class.getClassLoader().getResource(ROOT + n + ".nonet") != null);
    }

    private static String readBundled(String name) {
        try (InputStream in = ModelLibrary.class.getClassLoader().getResourceAsStream(ROOT + name + ".nonet")) {
            return in == null ? null : BoundedLineReader.readSource(new InputStreamReader(in, StandardCharsets.UTF_8), ROOT + name + ".nonet");
        } catch (IOException | LangException e) {
            return null;
        }
    }

    /** A model file on disk, read within {@link BoundedLineReader}'s limits (so /dev/zero is an error, not an allocation). */
    private static String readFile(Path p, Pos at, String asWritten) throws LangException {
        try (InputStream in = Files.newInputStream(p)) {
            return BoundedLineReader.readSource(new InputStreamReader(in, StandardCharsets.UTF_8), p.toString());
        } catch (IOException e) {
            throw new LangException(at, "cannot read model file '" + asWritten + "' (" + p + ")");
        }
    }

    /** The names of the bundled models, found by listing the classpath folder (a directory or a jar). */
    public List<String> bundledNames() {
        List<String> names = bundledNames;
        if (names == null) {
            TreeSet<String> found = new TreeSet<>();
            try {
                Enumeration<URL> roots = ModelLibrary.class.getClassLoader().getResources(ROOT);
                while (roots.hasMoreElements()) {
                    URL url = roots.nextElement();
                    if (url.getProtocol().equals("jar")) {
                        JarURLConnection conn = (JarURLConnection) url.openConnection();
                        conn.setUseCaches(false);
                        try (JarFile jar = conn.getJarFile()) {
                            for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
                                String n = e.nextElement().getName();
                                if (n.startsWith(ROOT) && n.endsWith(".nonet")) {
                                    found.add(n.substring(ROOT.length(), n.length() - ".nonet".length()));
                                }
                            }
                        }
                    } else if (url.getProtocol().equals("file")) {
                        Path dir = Path.of(url.toURI());
                        try (Stream<Path> files = Files.walk(dir)) {
                            files.filter(f -> f.toString().endsWith(".nonet")).forEach(f -> {
                                String rel = dir.relativize(f).toString().replace('\\', '/');
                                found.add(rel.substring(0, rel.length() - ".nonet".length()));
                            });
                        }
                    }
                }
            } catch (IOException | URISyntaxException e) {
                // an unreadable classpath entry lists nothing; loading by name still works
            }
            names = List.copyOf(found);
            bundledNames = names;
        }
        return names;
    }
}
