//===- Verify.cpp - Clang verification of rsgpu-gen's output --------------===//
//
// The emitted file is parsed once, as an in-memory buffer (checkBuffer), with
// the default host-backend flags. Findings come back as data; each is mapped
// to the MIR location of the kernel that produced its line through the
// comment the emitter writes above every kernel functor, so the emitter
// needs no line table; a line assigning a local (`_15 = ...;`) is refined to
// the MIR statement that assigns it, when only one does.
//
//===----------------------------------------------------------------------===//
#include "driver/Verify.h"
#include "ClangCheck.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <cctype>
#include <cstdlib>
#include <map>
#include <optional>

using namespace llvm;

namespace rsgpu::driver {
namespace {

/// Line (1-based) -> name of the kernel whose code starts there.
std::map<unsigned, std::string> kernelStarts(StringRef code) {
  std::map<unsigned, std::string> starts;
  SmallVector<StringRef> lines;
  code.split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef l = lines[i].trim();
    if (!l.consume_front("/// Rust kernel `"))
      continue;
    size_t end = l.find('`');
    if (end != StringRef::npos)
      starts[unsigned(i + 1)] = l.take_front(end).str();
  }
  return starts;
}

/// The MIR statement that produced a generated line `NAME = ...;`: the one
/// IR instruction assigning that local (`_N`, or its debug-info name), when
/// there is exactly one. Lines without an assignment stay at the kernel.
const ir::Inst *assigningInst(const ir::Function &fn, StringRef line) {
  size_t eq = line.find(" = ");
  if (eq == StringRef::npos)
    return nullptr;
  StringRef lhs = line.take_front(eq).trim();
  if (lhs.empty() || !(isalpha(lhs[0]) || lhs[0] == '_') ||
      lhs.find_if_not([](char c) { return isalnum(c) || c == '_'; }) !=
          StringRef::npos)
    return nullptr;
  std::optional<unsigned> id;
  unsigned n = 0;
  if (lhs.consume_front("_") && !lhs.getAsInteger(10, n) &&
      n < fn.locals.size())
    id = n;
  for (const ir::Local &l : fn.locals)
    if (!id && l.type && l.name == lhs)
      id = l.id;
  if (!id)
    return nullptr;
  const ir::Inst *found = nullptr;
  for (const ir::Block &b : fn.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.dest && in.dest->isLocal() && in.dest->local == *id) {
        if (found)
          return nullptr; // assigned twice: which one is ambiguous
        found = &in;
      }
  return found && found->loc.isValid() ? found : nullptr;
}

StringRef lineOf(StringRef code, unsigned line) {
  SmallVector<StringRef> lines;
  code.split(lines, '\n');
  return line >= 1 && line <= lines.size() ? lines[line - 1].trim()
                                           : StringRef();
}

} // namespace

bool verifyGenerated(StringRef code, StringRef virtualName, const ir::Module &m,
                     DiagEngine &diags) {
  std::map<unsigned, std::string> starts = kernelStarts(code);
  SourceMgr &sm = diags.sourceMgr();
  SMLoc fileStart;
  if (sm.getNumBuffers() != 0)
    fileStart = SMLoc::getFromPointer(
        sm.getMemoryBuffer(sm.getMainFileID())->getBufferStart());
  unsigned found = 0;
  using clangcheck::Finding;
  auto onFinding = [&](const Finding &f) {
    ++found;
    // A finding inside a header: locate it by its first note in the file.
    unsigned line = f.file == virtualName ? f.line : 0;
    for (const Finding::Note &n : f.notes)
      if (!line && n.file == virtualName)
        line = n.line;
    SMLoc loc = fileStart;
    std::string where = "the prelude of the generated file";
    if (line) {
      auto it = starts.upper_bound(line);
      if (it != starts.begin()) {
        --it;
        where = "the code generated for kernel `" + it->second + "`";
        for (const ir::Function &fn : m.functions)
          if (fn.name == it->second) {
            loc = fn.loc;
            if (const ir::Inst *in = assigningInst(fn, lineOf(code, line)))
              loc = in->loc;
          }
      }
    }
    std::vector<std::string> notes;
    if (line)
      notes.push_back(virtualName.str() + ":" + std::to_string(line) + ":" +
                      std::to_string(f.column) + ": `" +
                      lineOf(code, line).str() + "`");
    for (const Finding::Note &n : f.notes)
      notes.push_back(n.file.empty() ? n.message
                                     : n.file + ":" + std::to_string(n.line) +
                                           ": " + n.message);
    notes.push_back("this is a bug in rsgpu-gen, not in the Rust kernel: "
                    "please report it with the MIR file; without `--verify` "
                    "the output is written unchecked");
    diags.error(loc, "RG0411",
                "generated C++ fails verification in " + where + ": " +
                    (f.isError ? "error" : "warning") + "[" + f.code + "] " +
                    f.message,
                std::move(notes));
  };
  std::string errText;
  raw_string_ostream errs(errText);
  int rc = clangcheck::checkBuffer(code, virtualName, {}, onFinding, errs);
  // Failed without a finding: still a bug.
  if (rc != clangcheck::Clean && found == 0)
    diags.error(fileStart, "RG0411",
                "generated C++ cannot be verified: " +
                    (errText.empty() ? std::string("clang failed") : errText));
  return rc == clangcheck::Clean && found == 0;
}

bool injectForTesting(std::string &code) {
  const char *what = std::getenv("RSGPU_GEN_VERIFY_INJECT");
  if (!what || !*what)
    return false;
  StringRef kind(what);
  if (kind == "raw-sync") {
    size_t k = code.find("RSGPU_FN void operator()(");
    size_t eol = k == std::string::npos ? k : code.find('\n', k);
    if (eol == std::string::npos)
      return false;
    code.insert(eol + 1, "    __syncthreads();\n");
    return true;
  }
  if (kind == "raw-shfl") { // an assignment: located at its MIR statement
    const std::string from = "thread_.block().warp().shfl_down(";
    size_t k = code.find(from);
    if (k == std::string::npos)
      return false;
    code.replace(k, from.size(), "__shfl_down_sync(0xffffffffu, ");
    return true;
  }
  if (kind == "use-after-move") {
    size_t k = code.find("  return rsgpu::launch(");
    size_t eol = k == std::string::npos ? k : code.find('\n', k);
    if (eol == std::string::npos)
      return false;
    std::string stmt = code.substr(k + 9, eol - k - 9); // after "  return "
    code.insert(k, "  (void)" + stmt + "\n");
    return true;
  }
  return false;
}

} // namespace rsgpu::driver
