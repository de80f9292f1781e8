//===- ClangCheck.h - rsgpu's LibTooling checker: public entry points -*- C++
//-*-===//
//
// `rsgpu-gen check FILE... [-p build-dir] [--error-format=json]` and the
// standalone `rsgpu-check` are both check_main(). The lower-level entry points
// are hooks for later issues: checking generated code held in memory
// (checkBuffer) with diagnostics mapped back through a callback.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_CLANGCHECK_H
#define RSGPU_CLANG_CLANGCHECK_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <string>
#include <vector>

namespace rsgpu::clangcheck {

/// Exit codes, as everywhere in rsgpu-gen.
enum ExitCode : int { Clean = 0, UserErrors = 1, InternalError = 2 };

enum class Format { Human, Json };

struct CheckOptions {
  std::vector<std::string> files;
  std::string buildDir;               ///< -p: holds compile_commands.json
  std::vector<std::string> extraArgs; ///< after `--`: appended to every TU
  Format format = Format::Human;
  bool warningsAsErrors = false; ///< --deny-warnings
  bool color = false;
};

/// One diagnostic as data (what the JSON output holds).
struct Finding {
  struct Note {
    std::string message;
    std::string file; ///< empty: no location
    unsigned line = 0, column = 0;
  };
  bool isError = true; ///< false: warning
  std::string code;    ///< "RG0401"
  std::string message;
  std::string file;
  unsigned line = 0, column = 0;
  std::vector<Note> notes; ///< located notes first, then plain notes/help
};

/// Called for every finding of checkBuffer (after suppressions).
using FindingCallback = std::function<void(const Finding &)>;

/// `rsgpu-gen check` / `rsgpu-check`: args are the arguments after the
/// subcommand (no program name): FILE... [-p DIR] [--error-format=human|json]
/// [--deny-warnings] [-- EXTRA-COMPILER-ARGS...]. Diagnostics go to `errs`.
/// Returns an ExitCode.
int check_main(llvm::ArrayRef<const char *> args,
               llvm::raw_ostream &errs = llvm::errs());

/// The same with parsed options (for a caller that owns the command line).
int runCheck(const CheckOptions &opts, llvm::raw_ostream &errs = llvm::errs());

/// Check one in-memory C++ source named `fileName` with `compilerArgs` (empty:
/// the default host-backend flags). Findings go to `onFinding`, compiler
/// errors too (code RG0400); nothing is printed. Returns an ExitCode.
int checkBuffer(llvm::StringRef code, llvm::StringRef fileName,
                llvm::ArrayRef<std::string> compilerArgs,
                const FindingCallback &onFinding,
                llvm::raw_ostream &errs = llvm::errs());

/// The flags a file is parsed with when no compile_commands.json names it:
/// plain C++17, rsgpu's include directory, CCCL, clang's resource directory.
std::vector<std::string> defaultCompilerArgs();

} // namespace rsgpu::clangcheck

#endif
