//===- CoreClosures.cpp - core's own closures -> function objects ---------===//
//
// O3 core internals: `{closure@<f32 as Sum<&f32>>::sum<Iter<'_, f32>>::
// {closure#0}}` and the like (rows of ir/CoreClosures.def) become a
// StructDef without fields whose `coreFn` names the C++ function object
// (include/rsgpu/rust/core_fold.hpp) and whose `parts` are the callables it
// captured: the user's closures (their own StructDefs, bound to their bodies
// by the builder), other core closures, core function items. The text is
// read structurally: the path, its last segment's generic arguments split at
// the top level; a closure or function item rustc printed in another form
// stays unsupported (RG0101).
//
//===----------------------------------------------------------------------===//
#include "ir/TypeMapper.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>

using namespace rsgpu::ir;
using llvm::StringRef;

namespace {

enum Calls { Each, Results };
struct ClosureRow {
  const char *key, *callables, *cxx;
  Calls calls;
};
const ClosureRow closureRows[] = {
#define RSGPU_CORE_CLOSURE(Key, Callables, Cxx, Calls) {Key, Callables, Cxx, Calls},
#include "ir/CoreClosures.def"
};
struct FnItemRow {
  const char *key, *cxx;
};
const FnItemRow fnItemRows[] = {
#define RSGPU_CORE_FN_ITEM(Key, Cxx) {Key, Cxx},
#include "ir/CoreClosures.def"
};

/// The index of the bracket closing the one at `open`, or npos.
size_t matching(StringRef s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '(' || c == '[' || c == '{')
      ++depth;
    else if (c == '>' && i > 0 && s[i - 1] == '-')
      continue; // `->`
    else if (c == '>' || c == ')' || c == ']' || c == '}')
      if (--depth == 0)
        return i;
  }
  return StringRef::npos;
}

/// `a, b<c, d>, {e, f}` -> its top-level parts.
llvm::SmallVector<StringRef, 6> splitTop(StringRef s) {
  llvm::SmallVector<StringRef, 6> out;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '(' || c == '[' || c == '{') {
      size_t e = matching(s, i);
      if (e == StringRef::npos)
        return {};
      i = e;
    } else if (c == ',') {
      out.push_back(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (!s.slice(start, s.size()).trim().empty())
    out.push_back(s.slice(start, s.size()).trim());
  return out;
}

bool isInt(StringRef w) { return rsgpu::mir::isIntegerName(w); }

/// rustc prints core's paths trimmed (`iter::adapters::map::map_fold`,
/// `<f32 as Sum>`) or, when a name in the type is ambiguous (a user closure
/// that captures a slice), in full (`core::iter::adapters::map::map_fold`,
/// `<f32 as core::iter::Sum>`): one key for both, a path's leading `core::`
/// or `std::` dropped and a trait after `as ` named by its last segment.
std::string canonicalPaths(StringRef k) {
  auto ident = [](char c) { return std::isalnum((unsigned char)c) || c == '_'; };
  std::string out;
  for (size_t i = 0; i < k.size();) {
    bool start = i == 0 || !(ident(k[i - 1]) || k[i - 1] == ':');
    if (start && (k.substr(i).starts_with("core::") || k.substr(i).starts_with("std::"))) {
      i += k[i] == 'c' ? 6 : 5;
      continue;
    }
    if (start && k.substr(i).starts_with("as ")) { // `as a::b::Trait` -> `as Trait`
      size_t j = i + 3, last = j;
      while (j < k.size() && (ident(k[j]) || k[j] == ':')) {
        if (k[j] == ':' && j + 1 < k.size() && k[j + 1] == ':')
          last = j + 2, ++j;
        ++j;
      }
      out += "as ";
      out += k.slice(last, j).str();
      i = j;
      continue;
    }
    out += k[i++];
  }
  return out;
}

/// Primitive types as `int`/`float`, references and generic arguments of
/// path segments dropped (a qualified self's trait keeps no arguments):
/// `<f32 as Sum<&f32>>::sum<X>` -> `<float as Sum>::sum`.
std::string keyOf(StringRef path) {
  std::string out;
  for (size_t i = 0; i < path.size();) {
    char c = path[i];
    if (c == '<' && i > 0 && (std::isalnum((unsigned char)path[i - 1]) ||
                              path[i - 1] == '_')) {
      size_t e = matching(path, i); // a segment's generic arguments
      if (e == StringRef::npos)
        return "";
      i = e + 1;
      continue;
    }
    if (c == '&') {
      ++i;
      continue;
    }
    if (std::isalpha((unsigned char)c) || c == '_') {
      size_t j = i;
      while (j < path.size() &&
             (std::isalnum((unsigned char)path[j]) || path[j] == '_'))
        ++j;
      StringRef w = path.slice(i, j);
      out += isInt(w) ? "int" : (w == "f32" || w == "f64") ? "float" : w.str();
      i = j;
      continue;
    }
    out += c;
    ++i;
  }
  return canonicalPaths(out);
}

} // namespace

int TypeMapper::corePromoted(const mir::Path &p) {
  if (!p.qself || !p.trait || p.trait->kind != mir::Type::Named ||
      p.trait->path.segments.empty())
    return -1;
  std::string key = p.trait->path.last();
  for (const mir::PathSegment &s : p.segments)
    key += "::" + s.name;
  enum { Continue, Break };
  static const struct {
    const char *key;
    int variant;
  } rows[] = {
#define RSGPU_CORE_PROMOTED(Key, Variant) {Key, Variant},
#include "ir/CoreClosures.def"
  };
  for (const auto &r : rows)
    if (key == r.key)
      return r.variant;
  return -1;
}

const Type *TypeMapper::coreClosure(StringRef text, std::string &why) {
  text = text.trim();
  if (auto it = coreFns.find(text.str()); it != coreFns.end()) {
    Type r;
    r.kind = Type::Struct;
    r.name = it->second;
    return mod.types->get(r);
  }
  std::string cxx;
  std::vector<std::string> parts;
  bool resultsDecide = false;
  if (text.starts_with("{closure@") && text.ends_with("}")) {
    if (auto c = closures.find(closureKey(text)); c != closures.end()) {
      Type r; // a user closure nested in core's
      r.kind = Type::Struct;
      r.name = c->second;
      return mod.types->get(r);
    }
    StringRef body = text.drop_front(9).drop_back(1);
    if (!body.consume_back("::{closure#0}")) {
      why = "core's closure `" + text.substr(0, 60).str() + "` is not mapped";
      return nullptr;
    }
    // PATH<ARGS>: the last segment's arguments
    StringRef args;
    if (body.ends_with(">")) {
      int depth = 0;
      size_t open = StringRef::npos;
      for (size_t i = body.size(); i-- > 0;) {
        char c = body[i];
        if (c == '>' && !(i > 0 && body[i - 1] == '-'))
          ++depth;
        else if (c == '<' && --depth == 0) {
          open = i;
          break;
        }
      }
      if (open != StringRef::npos && open > 0 && body[open - 1] != ':' &&
          body[open - 1] != ' ') {
        args = body.slice(open + 1, body.size() - 1);
        body = body.take_front(open);
      }
    }
    std::string key = keyOf(body);
    const ClosureRow *row = nullptr;
    for (const ClosureRow &cr : closureRows)
      if (key == cr.key)
        row = &cr;
    if (!row) {
      why = "core's closure `{closure@" + key +
            "}` is not mapped (generator/ir/CoreClosures.def)";
      return nullptr;
    }
    auto argv = splitTop(args);
    llvm::SmallVector<StringRef, 4> idx;
    StringRef(row->callables).split(idx, ',', -1, false);
    for (StringRef ix : idx) {
      unsigned n = 0;
      if (ix.getAsInteger(10, n) || n >= argv.size()) {
        why = "core's closure `{closure@" + key + "}`: unexpected arguments";
        return nullptr;
      }
      const Type *p = coreClosure(argv[n], why);
      if (!p)
        return nullptr;
      parts.push_back(p->name);
    }
    cxx = row->cxx;
    resultsDecide = row->calls == Results;
  } else {
    // a function item: `fn(A, B) -> R {PATH}` (maybe `for<'a> fn..`)
    size_t open = text.ends_with("}") ? text.rfind(" {") : StringRef::npos;
    if (open == StringRef::npos || !text.contains("fn(")) {
      why = "`" + text.substr(0, 60).str() +
            "` (closures, trait objects and `impl Trait`) is not supported on "
            "the device";
      return nullptr;
    }
    std::string key = keyOf(text.slice(open + 2, text.size() - 1));
    for (const FnItemRow &fr : fnItemRows)
      if (key == fr.key)
        cxx = fr.cxx;
    if (cxx.empty()) {
      why = "the function `" + key +
            "` as a closure is not mapped (generator/ir/CoreClosures.def)";
      return nullptr;
    }
  }
  StructDef s;
  s.name = "core_fn_" + std::to_string(coreFns.size());
  s.closure = true;
  s.coreFn = cxx;
  s.coreFnResultsDecide = resultsDecide;
  s.parts = std::move(parts);
  coreFns[text.str()] = s.name;
  mod.structs.push_back(std::move(s));
  Type r;
  r.kind = Type::Struct;
  r.name = coreFns[text.str()];
  return mod.types->get(r);
}
