//===- main.cpp - the rsgpu-gen command line ------------------------------===//
//
//   rsgpu-gen parse FILE.mir [--dump-ir] [--dump-ast] [--all-functions]
//   rsgpu-gen calls [--manifest]         (the call table,
//   generator/ir/Calls.def) rsgpu-gen translate FILE.mir [-o OUT.cu]
//   [--emit=cuda|ir]  (generator/driver/Translate.cpp) global:
//   --error-format=human|json  --color (LLVM's)  --version  --help
//
// Exit codes: 0 success, 1 user error (diagnostics printed), 2 internal error.
//   rsgpu-gen check FILE... [-p DIR]      (checker/, the LibTooling checker)
//   rsgpu-gen build FILE.rs|FILE.mir --mode aot|jit|rdc|host -o DIR
//   (generator/driver)
//
//===----------------------------------------------------------------------===//
#include "ClangCheck.h"
#include "driver/Build.h"
#include "driver/Pipeline.h"
#include "driver/Translate.h"
#include "ir/CallTable.h"
#include "ir/Printer.h"
#include "support/Diagnostics.h"

#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <malloc.h>

using namespace llvm;
using namespace rsgpu;

#ifndef RSGPU_VERSION
#define RSGPU_VERSION "0.0.0"
#endif
#ifndef RSGPU_LLVM_VERSION
#define RSGPU_LLVM_VERSION "19"
#endif

namespace {
cl::OptionCategory category("rsgpu-gen options");

cl::SubCommand parseCmd("parse", "Parse a `rustc --emit=mir` file and build its IR");
cl::SubCommand callsCmd("calls", "List the calls rsgpu-gen recognises and their IR operations");
// `check` parses its own arguments (checker/, the LibTooling checker);
// main() hands it everything after the word `check`. Declared here so that
// `rsgpu-gen --help` lists it.
cl::SubCommand checkCmd("check",
                        "Check C++ that uses rsgpu (S3, S7, S8, S9, S13): "
                        "FILE... [-p build-dir] [--error-format=json] "
                        "[--deny-warnings]");

cl::opt<std::string> inputFile(cl::Positional, cl::desc("<file.mir>"),
                               cl::Required, cl::sub(parseCmd), cl::cat(category));
cl::opt<bool> dumpIR("dump-ir", cl::desc("Print the IR"), cl::sub(parseCmd),
                     cl::cat(category));
cl::opt<bool> dumpAST("dump-ast", cl::desc("Print a summary of the parsed MIR items"),
                      cl::sub(parseCmd), cl::cat(category));
cl::opt<bool> parseOnly("parse-only",
                        cl::desc("Stop after parsing (no IR construction)"),
                        cl::sub(parseCmd), cl::cat(category));
cl::opt<bool> allFunctions(
    "all-functions",
    cl::desc("Build IR for every function, not only kernels and their callees"),
    cl::sub(parseCmd), cl::cat(category));
cl::opt<bool> withLocations("locations",
                            cl::desc("Annotate IR functions with line:col"),
                            cl::sub(parseCmd), cl::cat(category));

cl::opt<bool> callsManifest(
    "manifest",
    cl::desc("Print the bindings-sync manifest (every function of the Rust "
             "bindings crate, its IR name and C++ counterpart)"),
    cl::sub(callsCmd), cl::cat(category));

cl::opt<DiagFormat> errorFormat(
    "error-format", cl::desc("Diagnostic format"), cl::init(DiagFormat::Human),
    cl::values(clEnumValN(DiagFormat::Human, "human", "rustc-style text"),
               clEnumValN(DiagFormat::Json, "json", "one JSON object per line")),
    cl::sub(cl::SubCommand::getAll()), cl::cat(category));

void printVersion(raw_ostream &os) {
  os << "rsgpu-gen " << RSGPU_VERSION << " (LLVM " << RSGPU_LLVM_VERSION
     << ")\n  input: rustc --emit=mir (stable Rust 1.95 dialect and older)\n";
}

void printSummary(const mir::Module &m, SourceMgr &sm, raw_ostream &os) {
  for (const mir::Item &it : m.items) {
    auto [line, col] = sm.getLineAndColumn(it.loc);
    const char *kind = it.kind == mir::Item::Fn       ? "fn"
                       : it.kind == mir::Item::Const  ? "const"
                       : it.kind == mir::Item::Static ? "static"
                                                      : "alloc";
    os << line << ":" << col << ": " << kind << " "
       << (it.kind == mir::Item::Alloc ? it.alloc.name : it.name.str());
    if (it.ctfe)
      os << " (ctfe)";
    if (it.body)
      os << " locals=" << it.body->locals.size()
         << " scopes=" << it.body->scopes.size()
         << " blocks=" << it.body->blocks.size();
    if (it.kind == mir::Item::Alloc)
      os << " bytes=" << it.alloc.bytes.size();
    os << "\n";
  }
}

int runParse() {
  SourceMgr sm;
  DiagEngine diags(sm, errs(), errorFormat, /*color=*/true);
  driver::PipelineOptions opts;
  opts.until = parseOnly ? driver::PipelineOptions::Parse
                         : driver::PipelineOptions::BuildIR;
  opts.allFunctions = allFunctions;
  auto r = std::make_unique<driver::PipelineResult>();
  int rc = driver::runPipeline(inputFile, diags, opts, *r);
  if (dumpAST && r->mir)
    printSummary(*r->mir, sm, outs());
  if (dumpIR && r->ir)
    ir::printModule(*r->ir, outs(), withLocations ? &sm : nullptr);
  // Tearing down large ASTs costs more than building them; the process exits.
  llvm::BuryPointer(std::move(r));
  return rc;
}

int runCalls() {
  if (callsManifest) {
    outs() << ir::bindingsManifest();
    return 0;
  }
  for (auto &[key, name] : ir::callTableEntries())
    outs() << key << " -> " << name << "\n";
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  if (argc >= 2 && llvm::StringRef(argv[1]) == "check") {
    try {
      return rsgpu::clangcheck::check_main(
          llvm::ArrayRef<const char *>(argv + 2, argv + argc), errs());
    } catch (const std::exception &e) {
      errs() << "rsgpu-gen: internal error: " << e.what() << "\n";
      return 2;
    }
  }
  // Grow the heap in large steps: parsing allocates many small nodes.
  mallopt(M_TOP_PAD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  install_fatal_error_handler([](void *, const char *reason, bool) {
    errs() << "rsgpu-gen: internal error: " << reason << "\n";
    std::_Exit(2);
  });
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "rsgpu-gen: Rust MIR -> CUDA C++ generator for rsgpu\n\n"
      "  rsgpu-gen parse kernel.mir --dump-ir\n\n"
      "Exit codes: 0 success, 1 user error, 2 internal error.\n");
  try {
    if (parseCmd)
      return runParse();
    if (callsCmd)
      return runCalls();
    if (driver::translateCmd)
      return driver::runTranslate(errorFormat);
    if (driver::buildCmd)
      return driver::runBuild(errorFormat);
  } catch (const std::exception &e) {
    errs() << "rsgpu-gen: internal error: " << e.what() << "\n";
    return 2;
  }
  SourceMgr sm;
  DiagEngine diags(sm, errs(), errorFormat, /*color=*/true);
  diags.error("RG0002", "no subcommand given",
              {"try `rsgpu-gen parse FILE.mir --dump-ir` or `rsgpu-gen --help`"});
  return 1;
}
