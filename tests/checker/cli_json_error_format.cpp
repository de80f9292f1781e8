// --error-format=json: one JSON object per finding (level, code, message,
// file, line, column, notes, related), exit status 1 for an error.
// ARGS: --error-format=json
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <utility>

void sink(rsgpu::Stream s);

void f(rsgpu::Stream s) {
  sink(std::move(s));
  // CHECK: {"code":"RG0401","column":18,"file":"{{.*}}cli_json_error_format.cpp","level":"error","line":[[@LINE+1]],"message":"use of moved owner `s`","notes":["help: {{.*}}"],"related":[{"column":18,"file":"{{.*}}cli_json_error_format.cpp","line":[[@LINE-1]],"message":"`s` was moved here"}]}
  sink(std::move(s));
}
