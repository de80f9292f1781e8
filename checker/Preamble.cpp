//===- Preamble.cpp - a precompiled header for a buffer's includes --------===//
//
// The cache of Preamble.h: Clang's own PCH writer and reader (GeneratePCHAction,
// -include-pch) do the work, and Clang's validation of a PCH's input files
// decides whether a cached one is still good; this file only names, probes,
// and (re)builds them. A PCH is written to a temporary file and renamed into
// place by Clang, so concurrent checks (ctest -j) never read a partial one.
//
//===----------------------------------------------------------------------===//
#include "Preamble.h"

#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {

const char *const kPreamblePath = "/__rsgpu_check__/preamble.hpp";

namespace {

constexpr const char *kProbePath = "/__rsgpu_check__/probe.cpp";

std::string env(const char *name) {
  const char *v = std::getenv(name);
  return v ? v : "";
}

std::string cacheDir() {
  std::string d = env("RSGPU_CHECK_CACHE_DIR");
  if (!d.empty())
    return d;
  d = env("XDG_CACHE_HOME");
  if (!d.empty())
    return d + "/rsgpu/check";
  d = env("HOME");
  if (!d.empty())
    return d + "/.cache/rsgpu/check";
  return "";
}

/// PCHs kept in the cache (~25 MB each): $RSGPU_CHECK_CACHE_KEEP, else 8.
size_t cacheKeep() {
  unsigned long long n = 0;
  if (StringRef(env("RSGPU_CHECK_CACHE_KEEP")).getAsInteger(10, n) || n == 0)
    return 8;
  return size_t(n);
}

bool cacheEnabled() {
  std::string e = env("RSGPU_CHECK_CACHE");
  return e != "off" && e != "0";
}

/// `A` without clang's "N errors generated." line on stderr: a preamble
/// that does not compile, or a stale PCH, is the check's business to report
/// (it parses without one), not this cache's.
template <class A> class Silent : public A {
public:
  using A::A;
  bool BeginInvocation(CompilerInstance &ci) override {
    ci.getDiagnosticOpts().ShowCarets = false;
    return A::BeginInvocation(ci);
  }
};

/// GeneratePCHAction writing to `out`, instantiating the templates the
/// headers use at the end of the PCH (-fpch-instantiate-templates) so that
/// each check does not instantiate them again.
class WritePch : public Silent<GeneratePCHAction> {
public:
  explicit WritePch(std::string out) : out(std::move(out)) {}
  bool BeginInvocation(CompilerInstance &ci) override {
    ci.getFrontendOpts().OutputFile = out;
    ci.getLangOpts().PCHInstantiateTemplates = true;
    return Silent<GeneratePCHAction>::BeginInvocation(ci);
  }

private:
  std::string out;
};

/// Whether `flags` name a relative path (an include directory, a header):
/// then the PCH depends on the directory it is built in.
bool namesRelativePath(const std::vector<std::string> &flags) {
  for (size_t i = 0; i < flags.size(); ++i) {
    StringRef f = flags[i];
    for (StringRef opt : {"-I", "-isystem", "-iquote", "-idirafter", "-include"})
      if (f.consume_front(opt)) {
        if (f.empty() && i + 1 < flags.size())
          f = flags[i + 1];
        if (!f.empty() && !sys::path::is_absolute(f))
          return true;
        break;
      }
  }
  return false;
}

/// Keeps the `keep` most recently used PCHs of the cache (used ones are
/// touched), so that changing flags or includes do not fill the disk.
void evictOld(StringRef root, size_t keep) {
  std::vector<std::pair<sys::TimePoint<>, std::string>> pchs;
  std::error_code ec;
  for (sys::fs::directory_iterator it(root, ec), end; !ec && it != end;
       it.increment(ec)) {
    StringRef name = sys::path::filename(it->path());
    sys::fs::file_status st;
    if (name.starts_with("preamble-") && name.ends_with(".pch") &&
        !sys::fs::status(it->path(), st))
      pchs.emplace_back(st.getLastModificationTime(), it->path());
  }
  if (pchs.size() <= keep)
    return;
  std::sort(pchs.begin(), pchs.end(), std::greater<>());
  for (size_t i = keep; i < pchs.size(); ++i)
    sys::fs::remove(pchs[i].second);
}

/// `flags` and `extra`.
std::vector<std::string> with(const std::vector<std::string> &flags,
                              std::initializer_list<std::string> extra) {
  std::vector<std::string> out(flags);
  out.insert(out.end(), extra);
  return out;
}

std::vector<VirtualFile> plus(ArrayRef<VirtualFile> files,
                              std::initializer_list<VirtualFile> more) {
  std::vector<VirtualFile> out(files.begin(), files.end());
  out.insert(out.end(), more);
  return out;
}

} // namespace

std::string includePreamble(StringRef code) {
  std::string includes;
  size_t pos = 0;
  while (pos < code.size()) {
    size_t eol = code.find('\n', pos);
    if (eol == StringRef::npos)
      break;
    StringRef line = code.slice(pos, eol).trim();
    pos = eol + 1;
    if (line.empty() || line.starts_with("//"))
      continue;
    StringRef rest = line;
    if (!rest.consume_front("#"))
      break;
    rest = rest.ltrim();
    if (!rest.consume_front("include") || !rest.ltrim().starts_with("<") ||
        !rest.ends_with(">"))
      break;
    includes += line;
    includes += '\n';
  }
  return includes;
}

std::string cachedPreamblePch(StringRef preamble,
                              const std::vector<std::string> &flags,
                              StringRef dir, ArrayRef<VirtualFile> files) {
  std::string root = cacheDir();
  if (!cacheEnabled() || root.empty() || preamble.empty() || flags.empty())
    return "";
  // The key: everything that shapes the PCH but the headers' contents,
  // which Clang itself checks when it loads one.
  MD5 h;
  auto add = [&](StringRef s) {
    h.update(s);
    h.update(StringRef("\0", 1));
  };
  add(getClangFullVersion());
  if (namesRelativePath(flags))
    add(dir);
  for (const std::string &f : flags)
    add(f);
  for (const VirtualFile &f : files) {
    add(f.path);
    add(f.text);
  }
  add(preamble);
  MD5::MD5Result r;
  h.final(r);
  SmallString<256> pch(root);
  sys::path::append(pch, "preamble-" + r.digest().str().str() + ".pch");
  std::string path(pch);

  std::vector<VirtualFile> withPreamble =
      plus(files, {{kPreamblePath, preamble}});
  // Clang loads it for an empty file with these flags: its own checks of
  // the headers it holds and of the language options (a PCH this command
  // cannot use, e.g. built as C++ for a CUDA command, is not used).
  auto loads = [&] {
    DiagnosticConsumer quiet; // counts errors, prints nothing
    return runClang(with(flags, {"-include-pch", path}), kProbePath, dir,
                    plus(withPreamble, {{kProbePath, "\n"}}),
                    std::make_unique<Silent<SyntaxOnlyAction>>(), quiet) &&
           quiet.getNumErrors() == 0;
  };
  if (sys::fs::exists(path) && loads()) {
    int fd; // marks it used, for evictOld
    if (!sys::fs::openFileForRead(path, fd)) {
      (void)sys::fs::setLastAccessAndModificationTime(
          fd, std::chrono::system_clock::now());
      sys::Process::SafelyCloseFileDescriptor(fd);
    }
    return path;
  }
  if (sys::fs::create_directories(root))
    return "";
  DiagnosticConsumer quiet;
  bool built =
      runClang(with(flags, {"-x", "c++-header"}), kPreamblePath, dir,
               withPreamble, std::make_unique<WritePch>(path), quiet);
  if (!built || quiet.getNumErrors() != 0 || !sys::fs::exists(path) ||
      !loads())
    return "";
  evictOld(root, cacheKeep());
  return path;
}

} // namespace rsgpu::clangcheck
