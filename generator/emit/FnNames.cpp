//===- FnNames.cpp - one C++ name per IR function of the module ----------===//
//
// Every IR function is named by its MIR path (`W::weight`, `t1::W::weight`,
// `<impl at k.rs:13:1: 13:19>::default`, `outer::{closure#0}`, `const K`,
// a generic instance's `fresh_A`). Its C++ name is built here once per
// module and read by every place that names it (definitions, calls, the
// closure bodies rsgpu::rust::Bound binds, const items' bodies): readable
// from the path, and made unique over the module, so two functions never
// share a name (two traits' defaults of one name, two derived `default`s,
// one trait name in two modules).
//
//===----------------------------------------------------------------------===//
#include "emit/FnEmitter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace rsgpu;
using namespace rsgpu::emit;
using llvm::StringRef;

/// `s` with every character that cannot be in a C++ name as `_`.
static std::string identChars(StringRef s) {
  std::string r;
  for (char c : s)
    r += std::isalnum((unsigned char)c) || c == '_' ? c : '_';
  if (r.empty() || std::isdigit((unsigned char)r[0]))
    r = "f_" + r;
  return r;
}

std::string FnNames::readable(const std::string &path) {
  StringRef p(path);
  if (p.consume_front("const ")) // a const item's body
    return "const_" + readable(p.str());
  // a closure's body, `outer::{closure#N}`: `outer_closureN`
  size_t cl = p.rfind("::{closure#");
  if (cl != StringRef::npos && p.ends_with("}"))
    return readable(p.take_front(cl).str()) + "_closure" +
           identChars(p.slice(cl + 11, p.size() - 1));
  // A method of an impl of the crate, `[mod::]<impl at FILE:L:C: L:C>::m`:
  // `m_implL_C` (the impl's span is its identity: impls of different types
  // share method names, and two derives may sit on one line).
  size_t at = p.rfind("<impl at ");
  if (at != StringRef::npos) {
    size_t close = p.find('>', at);
    StringRef method =
        close == StringRef::npos ? StringRef() : p.drop_front(close + 1);
    if (method.consume_front("::") && !method.contains(':')) {
      // FILE:L:C: L:C -> L and C after FILE
      llvm::SmallVector<StringRef, 6> parts;
      p.slice(at, close).split(parts, ':');
      StringRef line = parts.size() >= 5 ? parts[parts.size() - 4].trim() : "",
                col = parts.size() >= 5 ? parts[parts.size() - 3].trim() : "";
      if (!line.empty() && !col.empty() && llvm::all_of(line, llvm::isDigit) &&
          llvm::all_of(col, llvm::isDigit))
        return identChars(method) + "_impl" + line.str() + "_" + col.str();
    }
    return identChars(p);
  }
  // A plain path: its segments joined (`t1::W::weight` -> `t1_W_weight`;
  // a free fn of the crate's root keeps its name).
  std::string r;
  for (StringRef rest = p; !rest.empty();) {
    auto [head, tail] = rest.split("::");
    r += (r.empty() ? "" : "_") + identChars(head);
    rest = tail;
  }
  return isIdent(r) ? r : identChars(r) + "_";
}

FnNames::FnNames(const ir::Module &m) {
  std::set<std::string> used;
  // Names the file gives other things: structs, kernels (and what a kernel
  // adds: its proven variant, its launch stub).
  for (const ir::StructDef &s : m.structs)
    used.insert(s.name);
  for (const ir::Function &f : m.functions)
    if (f.isKernel) {
      std::string k = f.name.substr(
          f.name.rfind(':') == std::string::npos ? 0 : f.name.rfind(':') + 1);
      names[f.name] = k;
      for (const char *suffix : {"", "_proven"})
        used.insert(k + suffix);
      used.insert("launch_" + k);
    }
  for (const ir::Function &f : m.functions) {
    if (f.isKernel || names.count(f.name))
      continue;
    std::string base = readable(f.name), n = base;
    for (unsigned k = 2; used.count(n) || !isIdent(n); ++k)
      n = base + "_" + std::to_string(k);
    used.insert(n);
    names[f.name] = n;
  }
}

std::string FnNames::operator()(const std::string &path) const {
  auto it = names.find(path);
  return it != names.end() ? it->second : readable(path);
}
