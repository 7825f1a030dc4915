package nonet.spark;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The driver's Hadoop configuration, shipped to the tasks: the file systems' settings given to
 * spark-submit ({@code spark.hadoop.fs.s3a.*}, a name node's address) reach the executors that
 * read the corpus and write the cases. Hadoop's {@link Configuration} is Writable, not Serializable.
 */
final class HadoopConf implements Serializable {

    private static final long serialVersionUID = 1L;

    private transient Configuration conf;

    HadoopConf(Configuration conf) {
        this.conf = conf;
    }

    Configuration get() {
        return conf;
    }

    /** The file system of a path: hdfs://, s3a://, file: or a plain local path. */
    FileSystem fileSystem(Path path) throws IOException {
        return path.getFileSystem(conf);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        conf.write(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        conf = new Configuration(false);
        conf.readFields(in);
    }
}
