# Runs Ruby code samples one after another in this interpreter, so Ruby starts and loads
# net/http once rather than once per sample (see runners.ts).
# Usage: ruby ruby_samples.rb TIMEOUT_SECONDS FILE...
# Prints one line per sample: "@@RESULT NAME ok" or "@@RESULT NAME failed REASON".

timeout = Float(ARGV.shift)
ARGV.each do |path|
  name = File.basename(path, '.rb')
  error = nil
  thread = Thread.new do
    load(path, true)
  rescue Exception => e # a sample that raises or exits has failed
    error = e
  end
  result =
    if thread.join(timeout).nil? then "failed timed out after #{timeout} s"
    elsif error then "failed #{error.class}: #{error.message}"
    else 'ok'
    end
  puts "\n@@RESULT #{name} #{result}"
  $stdout.flush
end
exit!(0)
