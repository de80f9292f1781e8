// The library entry points later issues build on: checkBuffer (in-memory
// source, findings as data through a callback, nothing printed) and
// check_main's argument handling and exit codes.
#include "ClangCheck.h"

#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace rsgpu::clangcheck;

static int failures = 0;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      std::fprintf(stderr, "%s:%d: EXPECT(%s) failed\n", __FILE__, __LINE__,   \
                   #c);                                                        \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static const char *kMoved = R"(#include <rsgpu/rsgpu.hpp>
#include <utility>
void sink(rsgpu::Stream s);
void f(rsgpu::Stream s) {
  sink(std::move(s));
  sink(std::move(s));
}
)";

static const char *kClean = R"(#include <rsgpu/rsgpu.hpp>
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};
)";

int main() {
  std::string text;
  llvm::raw_string_ostream os(text);
  std::vector<Finding> got;
  auto collect = [&](const Finding &f) { got.push_back(f); };

  // A use after move in memory: one finding, located, with its move note.
  EXPECT(checkBuffer(kMoved, "generated_kernel.cpp", {}, collect, os) ==
         UserErrors);
  EXPECT(got.size() == 1);
  if (!got.empty()) {
    const Finding &f = got[0];
    EXPECT(f.isError && f.code == "RG0401");
    EXPECT(f.file.find("generated_kernel.cpp") != std::string::npos);
    EXPECT(f.line == 6 && f.column == 18);
    EXPECT(!f.notes.empty() && f.notes[0].line == 5 &&
           f.notes[0].message.find("moved here") != std::string::npos);
  }
  EXPECT(os.str().empty()); // findings went to the callback only

  // Clean code: no findings, exit 0; explicit compiler arguments are used.
  got.clear();
  std::vector<std::string> args = defaultCompilerArgs();
  args.push_back("-DEXTRA=1");
  EXPECT(checkBuffer(kClean, "clean.cpp", args, collect, os) == Clean);
  EXPECT(got.empty());

  // Code that does not parse: exit 2, clang's error as an RG0400 finding.
  EXPECT(checkBuffer("int f() { return nope; }", "bad.cpp", {}, collect, os) ==
         InternalError);
  EXPECT(got.size() == 1 && got[0].code == "RG0400" && got[0].line == 1 &&
         got[0].message.find("undeclared identifier") != std::string::npos);
  EXPECT(os.str().empty());

  // Command line: no files and unknown options are usage errors (2).
  std::string err;
  llvm::raw_string_ostream es(err);
  EXPECT(check_main({}, es) == InternalError);
  const char *bad[] = {"--frobnicate", "x.cpp"};
  EXPECT(check_main(bad, es) == InternalError);
  const char *fmt[] = {"--error-format=xml", "x.cpp"};
  EXPECT(check_main(fmt, es) == InternalError);
  const char *db[] = {"-p", "/nonexistent-build-dir", "x.cpp"};
  EXPECT(check_main(db, es) == InternalError);
  EXPECT(es.str().find("RG0400") != std::string::npos);

  if (failures == 0)
    std::printf("check_buffer_test: all passed\n");
  return failures == 0 ? 0 : 1;
}
