#!/usr/bin/env bash
# Runs nonet-spark in Spark's local mode without a Spark installation: Spark's own launcher class
# (org.apache.spark.deploy.SparkSubmit, what spark-submit runs) on the module's Maven class path.
#   spark/run-local.sh [--master 'local[N]'] check|count [options] PATH...
# Builds spark/target/nonet-spark.jar first if it is missing (the core jar must be installed:
# mvn -B -ntp -q install -DskipTests). A real cluster uses spark-submit instead (README).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
master='local[2]'
if [ "${1:-}" = "--master" ]; then
  master="$2"
  shift 2
fi
jar="$here/target/nonet-spark.jar"
cp_file="$here/target/spark-classpath.txt"
if [ ! -f "$jar" ]; then
  mvn -B -ntp -q -f "$here/pom.xml" package -DskipTests >&2
fi
if [ ! -f "$cp_file" ] || [ "$here/pom.xml" -nt "$cp_file" ]; then
  # Spark and Hadoop only: nonet and its engines come from the job's jar, as on a cluster
  mvn -B -ntp -q -f "$here/pom.xml" dependency:build-classpath -Dmdep.includeScope=provided -Dmdep.outputFile="$cp_file" \
    -DexcludeGroupIds=io.github.nonet,org.choco-solver,org.ow2.sat4j,info.picocli,com.google.code.gson,com.google.errorprone,dk.brics.automaton,org.jgrapht,org.jheaps,org.ehcache,net.sf.trove4j >&2
fi
# what spark-submit itself adds on Java 17: Spark 3.5 reaches into these JDK packages
opens=""
for p in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
         java.util.concurrent.atomic sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  opens="$opens --add-opens=java.base/$p=ALL-UNNAMED"
done
# shellcheck disable=SC2086
exec java $opens ${NONET_JAVA_OPTS:-} -cp "$(cat "$cp_file")" org.apache.spark.deploy.SparkSubmit \
  --master "$master" --conf spark.ui.enabled=false --class nonet.spark.SparkMain "$jar" "$@"
