import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles and runs Java code samples in one JVM, so that a JVM start and a compiler
 * warm-up are paid once rather than once per sample (e2e/support/sample-check/runners.ts).
 * Usage: java JavaSamples.java TIMEOUT_SECONDS DIR... where each DIR holds an Example.java.
 * Prints one line per sample: "@@RESULT DIR ok" or "@@RESULT DIR failed REASON".
 */
public class JavaSamples {
    public static void main(String[] args) throws Exception {
        long timeout = Long.parseLong(args[0]);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        ExecutorService pool = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task);
            thread.setDaemon(true);
            return thread;
        });
        for (int i = 1; i < args.length; i++) {
            String dir = args[i];
            String source = Path.of(dir, "Example.java").toString();
            if (compiler.run(null, null, null, "-encoding", "UTF-8", "-d", dir, source) != 0) {
                System.out.println("\n@@RESULT " + dir + " failed compile error");
                continue;
            }
            try (URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(dir).toUri().toURL()},
                    ClassLoader.getSystemClassLoader())) {
                Method main = loader.loadClass("Example").getMethod("main", String[].class);
                Future<?> run = pool.submit(() -> {
                    main.invoke(null, (Object) new String[0]);
                    return null;
                });
                run.get(timeout, TimeUnit.SECONDS);
                System.out.println("\n@@RESULT " + dir + " ok");
            } catch (Exception error) {
                Throwable cause = error;
                while (cause.getCause() != null) cause = cause.getCause();
                System.out.println("\n@@RESULT " + dir + " failed " + cause);
            }
        }
        System.exit(0);
    }
}
