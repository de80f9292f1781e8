//===- bindings-sync.cpp - the Rust crate and rsgpu's C++ kept in step ----===//
//
//   rsgpu-bindings-sync MANIFEST FILE.mir...
//
// Proves that every function the Rust bindings crate (bindings/rust) defines
// is accounted for, and that each device function has the C++ counterpart
// the generator maps it to, with matching types:
//  1. Rust side: the crate's functions as rustc sees them after macro
//     expansion (`rustc --emit=mir` prints one `fn NAME(_1: T, ...) -> R {`
//     header per function, instantiated impls included). Each must have a
//     MANIFEST entry with the same signature, and vice versa.
//  2. Call table: a `map`/`pending` entry's Rust path resolves (ir::lookupCall,
//     as rsgpu-gen resolves calls) to the entry's IR name; an `internal` entry
//     must not resolve (a kernel cannot call it). The manifest is generated
//     from the same table (generator/ir/Calls.def, `rsgpu-gen calls
//     --manifest`), so every rsgpu entry of the table names a Rust function.
//  3. C++ side: each `map` entry's C++ expression (what the emitter writes),
//     with parameters a0, a1...
//     of the C++ types of the Rust parameters inside an rsgpu kernel body
//     (`thread_` is the rsgpu::Thread), is parsed with Clang against rsgpu's
//     headers (host-backend mode) and must have exactly the C++ type of the
//     Rust result, and be clean under rsgpu-check's rules.
// Exit: 0 in sync, 1 out of sync (each mismatch printed), 2 bad input.
// MANIFEST lines: `KIND | KEY | RUST SIGNATURE | IR NAME | C++ or reason
// [| T=ty,ty]` with KIND map, pending (in the call table, no C++ mapping
// yet) or internal (not callable from kernels). docs/checker.md.
//
//===----------------------------------------------------------------------===//
#include "ClangCheck.h"
#include "ir/CallTable.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <regex>
#include <set>

using namespace llvm;
using namespace rsgpu;

namespace {

struct RustFn {
  std::string key;     ///< `sqrtf`, `Atomic::fetch_add`, `<impl>::to_bits64`
  std::string selfArg; ///< the impl's first generic argument (`u32`), or ""
  std::string path;    ///< as printed by rustc
  std::string sig;     ///< `fn(f32) -> f32`, module paths dropped
  std::vector<std::string> params;
  std::string ret;
};

struct Entry {
  std::string kind, key, sig, ir, cxx;
  std::vector<std::string> instances; ///< T=... (free generic functions)
  unsigned line = 0;
  bool seen = false;
};

unsigned failures = 0;
void fail(const Twine &msg) {
  ++failures;
  errs() << "bindings-sync: error: " << msg << "\n";
}

/// Splits at top-level commas (outside <>, (), [], {}).
std::vector<std::string> splitTop(StringRef s) {
  std::vector<std::string> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if ((c == '>' && (i == 0 || s[i - 1] != '-')) || c == ')' ||
             c == ']' || c == '}')
      --depth;
    else if (c == ',' && depth == 0) {
      out.push_back(s.slice(start, i).trim().str());
      start = i + 1;
    }
  }
  if (!s.slice(start, s.size()).trim().empty())
    out.push_back(s.slice(start, s.size()).trim().str());
  return out;
}

/// `core::sync::atomic::Ordering` -> `Ordering`: module paths are not part
/// of the comparison (rustc trims them inconsistently).
std::string dropModules(const std::string &t) {
  static const std::regex mod("\\b[a-z_][a-z0-9_]*::");
  return std::regex_replace(t, mod, "");
}

/// The `fn` headers of a MIR file.
std::vector<RustFn> readMir(StringRef text) {
  std::vector<RustFn> fns;
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  for (StringRef l : lines) {
    if (!l.consume_front("fn ") || !l.ends_with("{") || l.contains("{closure"))
      continue;
    // The name ends at the `(` that opens the parameters (impl paths contain
    // no parentheses).
    size_t open = l.find('(');
    size_t arrow = l.rfind(" -> ");
    if (open == StringRef::npos || arrow == StringRef::npos)
      continue;
    RustFn f;
    f.path = l.take_front(open).str();
    StringRef params = l.slice(open + 1, arrow).trim();
    if (!params.consume_back(")"))
      continue;
    f.ret = dropModules(l.slice(arrow + 4, l.size() - 1).trim().str());
    for (std::string &p : splitTop(params)) {
      StringRef t(p);
      t = t.substr(t.find(':') + 1).trim(); // `_1: T`
      f.params.push_back(dropModules(t.str()));
    }
    f.sig = "fn(" + join(f.params, ", ") + ") -> " + f.ret;
    StringRef name(f.path);
    std::string method = name.rsplit("::").second.str();
    if (name.contains("<impl at ")) {
      // The impl's type: the self parameter (`&Atomic<u32, S>`) or, for a
      // constructor, the result (`Atomic<T, S>`).
      std::string self =
          !f.params.empty() && StringRef(f.params[0]).starts_with("&")
              ? f.params[0].substr(1)
              : f.ret;
      static const std::regex ty("^([A-Z][A-Za-z0-9_]*)(<([^,>]+))?");
      std::smatch m;
      if (std::regex_search(self, m, ty) &&
          (StringRef(f.params.empty() ? "" : f.params[0]).starts_with("&") ||
           self == f.ret)) {
        f.key = m[1].str() + "::" + method;
        f.selfArg = m[3].str();
      } else {
        f.key = "<impl>::" + method;
      }
    } else {
      f.key = method.empty() ? f.path : method;
    }
    fns.push_back(std::move(f));
  }
  return fns;
}

std::string subst(std::string s, const std::string &t) {
  static const std::regex T("\\bT\\b");
  return t.empty() ? s : std::regex_replace(s, T, t);
}

/// The C++ type the generator uses for a Rust type (as in the emitter).
std::string cxxType(StringRef r) {
  static const std::map<std::string, std::string> prim = {
      {"u8", "std::uint8_t"},
      {"u16", "std::uint16_t"},
      {"u32", "std::uint32_t"},
      {"u64", "std::uint64_t"},
      {"i8", "std::int8_t"},
      {"i16", "std::int16_t"},
      {"i32", "std::int32_t"},
      {"i64", "std::int64_t"},
      {"usize", "std::size_t"},
      {"isize", "std::ptrdiff_t"},
      {"f32", "float"},
      {"f64", "double"},
      {"bool", "bool"},
      {"()", "void"},
      {"Ordering", "rsgpu::Ordering"},
      {"&str", "const char *"}};
  if (auto it = prim.find(r.str()); it != prim.end())
    return it->second;
  std::smatch m;
  std::string s = r.str();
  static const std::regex atomicRef("^&Atomic<([^,>]+)(, S)?>$");
  if (std::regex_match(s, m, atomicRef))
    return "rsgpu::Atomic<" + cxxType(m[1].str()) + "> &";
  static const std::regex result("^Result<([^,>]+), \\1>$");
  if (std::regex_match(s, m, result))
    return "rsgpu::CompareExchange<" + cxxType(m[1].str()) + ">";
  return "";
}

std::vector<Entry> readManifest(StringRef text) {
  std::vector<Entry> out;
  SmallVector<StringRef> lines;
  text.split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef l = lines[i].trim();
    if (l.empty() || l.starts_with("#"))
      continue;
    SmallVector<StringRef> cols;
    l.split(cols, '|');
    if (cols.size() < 5) {
      fail("manifest line " + Twine(i + 1) +
           ": expected 5 `|`-separated columns");
      continue;
    }
    Entry e;
    e.kind = cols[0].trim().str();
    e.key = cols[1].trim().str();
    e.sig = cols[2].trim().str();
    e.ir = cols[3].trim().str();
    e.cxx = cols[4].trim().str();
    e.line = unsigned(i + 1);
    if (cols.size() > 5) {
      StringRef inst = cols[5].trim();
      if (inst.consume_front("T="))
        for (StringRef t : split(inst, ','))
          e.instances.push_back(t.trim().str());
    }
    if (e.kind != "map" && e.kind != "pending" && e.kind != "internal")
      fail("manifest line " + Twine(e.line) + ": unknown kind `" + e.kind +
           "`");
    out.push_back(std::move(e));
  }
  return out;
}

mir::Path pathOf(const RustFn &f) {
  mir::Path p;
  StringRef key(f.key);
  if (key.contains("::") && !key.starts_with("<impl>")) { // Type::method
    auto [ty, m] = key.split("::");
    p.segments.push_back({ty.str()});
    p.segments.push_back({m.str()});
    return p;
  }
  SmallVector<StringRef> segs;
  StringRef(f.path).split(segs, "::");
  for (StringRef s : segs)
    p.segments.push_back({s.str()});
  return p;
}

/// One C++ check per map entry and instantiation.
struct CxxCheck {
  const Entry *entry;
  std::string rustSig;
  unsigned line = 0;
};

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    errs() << "usage: rsgpu-bindings-sync MANIFEST FILE.mir...\n";
    return 2;
  }
  auto man = MemoryBuffer::getFile(argv[1], /*IsText=*/true);
  if (!man) {
    errs() << "bindings-sync: cannot read " << argv[1] << "\n";
    return 2;
  }
  std::vector<Entry> entries = readManifest((*man)->getBuffer());
  std::map<std::string, Entry *> byKey;
  for (Entry &e : entries)
    if (!byKey.emplace(e.key, &e).second)
      fail("manifest line " + Twine(e.line) + ": `" + e.key + "` listed twice");

  std::vector<RustFn> fns;
  for (int i = 2; i < argc; ++i) {
    auto mir = MemoryBuffer::getFile(argv[i], /*IsText=*/true);
    if (!mir) {
      errs() << "bindings-sync: cannot read " << argv[i] << "\n";
      return 2;
    }
    for (RustFn &f : readMir((*mir)->getBuffer()))
      fns.push_back(std::move(f));
  }
  if (fns.empty()) {
    errs() << "bindings-sync: no functions in the MIR files\n";
    return 2;
  }

  // 1 and 2: Rust functions against the manifest and the call table.
  std::vector<CxxCheck> checks;
  std::set<std::string> rustKeys;
  for (const RustFn &f : fns) {
    rustKeys.insert(f.key);
    auto it = byKey.find(f.key);
    if (it == byKey.end()) {
      fail("the Rust crate defines `" + f.path + "` (" + f.sig +
           ") but the manifest has no entry `" + f.key +
           "`: map it to its C++ counterpart (and the call table), or list it "
           "as internal");
      continue;
    }
    Entry &e = *it->second;
    e.seen = true;
    std::string want = subst(e.sig, f.selfArg);
    bool anySig = e.kind == "internal" && e.sig == "*";
    if (!anySig && want != f.sig) {
      fail("`" + f.key + "`: the Rust crate declares `" + f.sig +
           "`, the manifest (line " + Twine(e.line) + ") says `" + want + "`");
      continue;
    }
    ir::CallTarget t =
        ir::lookupCall(pathOf(f), f.ret == "f32" || f.ret == "f64");
    bool known = t.kind != ir::CallTarget::Unknown;
    if (e.kind == "internal") {
      if (known)
        fail("`" + f.key +
             "` is listed as internal but the call table maps it to `" +
             t.name + "`");
      continue;
    }
    if (!known || t.name != e.ir) {
      fail("`" + f.key + "`: the call table maps it to `" +
           (known ? t.name : std::string("nothing (RG0100)")) +
           "`, the manifest (line " + Twine(e.line) + ") expects `" + e.ir +
           "`");
      continue;
    }
    if (e.kind != "map")
      continue;
    if (!f.selfArg.empty() || e.instances.empty())
      checks.push_back({&e, f.sig});
    else
      for (const std::string &inst : e.instances)
        checks.push_back({&e, subst(f.sig, inst)});
  }
  for (const Entry &e : entries)
    if (!e.seen)
      fail("the manifest (line " + Twine(e.line) + ") lists `" + e.key +
           "` but the Rust crate defines no such function");
  // (Every rsgpu entry of the call table is a Rust function of the crate:
  // the manifest is generated from the table, and each entry was seen.)

  // 3: the C++ counterparts, in one translation unit.
  // What generated code includes (the emitter's C++ spellings use both).
  // (core.hpp: the emitter includes it for core and math calls.)
  std::string tu = "#include <rsgpu/rsgpu.hpp>\n#include <rsgpu/rust/ops.hpp>\n"
                   "#include <rsgpu/rust/core.hpp>\n"
                   "#include <cmath>\n#include <cstdint>\n"
                   "#include <type_traits>\n";
  unsigned line = 7;
  for (size_t i = 0; i < checks.size(); ++i) {
    CxxCheck &c = checks[i];
    std::string sig = c.rustSig;
    StringRef s(sig);
    auto [paramsText, ret] = s.drop_front(3).rsplit(") -> ");
    std::string params = "rsgpu::Thread thread_";
    unsigned n = 0;
    bool ok = true;
    for (std::string &p : splitTop(paramsText)) {
      std::string ct = cxxType(p);
      ok &= !ct.empty();
      params += ", " + ct + " a" + std::to_string(n++);
    }
    std::string rt = cxxType(ret == "!" ? "()" : ret);
    if (!ok || rt.empty()) {
      fail("`" + c.entry->key + "` (" + sig +
           "): no C++ type for a Rust type of it");
      continue;
    }
    tu += "struct rsgpu_sync_" + std::to_string(i) +
          " {\n  RSGPU_FN void operator()(" + params + ") const {\n";
    c.line = line + 2;
    tu += "    static_assert(std::is_same_v<decltype(" + c.entry->cxx + "), " +
          rt + ">, \"C++ type differs from the Rust result\");\n  }\n};\n";
    line += 5;
  }
  auto checkAt = [&](unsigned l) -> const CxxCheck * {
    for (const CxxCheck &c : checks)
      if (c.line == l)
        return &c;
    return nullptr;
  };
  const std::string vfile = "/__rsgpu_bindings_sync__/counterparts.cpp";
  unsigned cxxFindings = 0;
  int rc = rsgpu::clangcheck::checkBuffer(
      tu, vfile, {}, [&](const rsgpu::clangcheck::Finding &f) {
        ++cxxFindings;
        unsigned l = f.file == vfile ? f.line : 0;
        for (const auto &n : f.notes)
          if (!l && n.file == vfile)
            l = n.line;
        const CxxCheck *c = checkAt(l);
        if (!c && l) // an error a line above the static_assert? same struct
          c = checkAt(l + 1) ? checkAt(l + 1) : checkAt(l - 1);
        if (c)
          fail("`" + c->entry->key + "` (Rust " + c->rustSig +
               ", manifest line " + Twine(c->entry->line) +
               "): C++ counterpart `" + c->entry->cxx + "`: " + f.code + " " +
               f.message);
        else
          fail("C++ counterparts: " + f.code + " " + f.message + " at line " +
               Twine(l));
      });
  if (rc != 0 && cxxFindings == 0)
    fail("C++ counterparts: clang failed");
  outs() << "bindings-sync: " << fns.size() << " Rust functions, "
         << entries.size() << " manifest entries, " << checks.size()
         << " C++ counterparts checked: "
         << (failures ? "OUT OF SYNC" : "in sync") << "\n";
  return failures ? 1 : 0;
}
