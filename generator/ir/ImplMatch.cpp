//===- ImplMatch.cpp - which of the crate's impls an item belongs to -----===//
#include "ir/ImplMatch.h"
#include "ir/EnumSource.h"
#include "ir/ImplBounds.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
struct Collect {
  PrintedPaths &out;
  void type(const mir::Type &t) {
    if (t.kind == mir::Type::Named)
      path(t.path, /*isType=*/true);
    for (const mir::TypeP &e : t.elems)
      if (e)
        type(*e);
  }
  void path(const mir::Path &p, bool isType) {
    std::string s;
    for (const mir::PathSegment &sg : p.segments) {
      s += (s.empty() ? "" : "::") + sg.name;
      for (const mir::TypeP &g : sg.generics)
        if (g)
          type(*g);
    }
    if (isType && !s.empty() && !p.qself)
      out.types.insert(s);
    // `B::make`: an inherent method's path starts with its type's (or a
    // module's or a fn's: no impl header names one)
    if (!isType && !p.qself && p.segments.size() >= 2)
      out.prefixes.insert(
          s.substr(0, s.size() - p.segments.back().name.size() - 2));
    if (p.qself)
      type(*p.qself);
    if (p.trait && p.trait->kind == mir::Type::Named) {
      out.traits.insert(p.trait->path.plain());
      for (const mir::PathSegment &sg : p.trait->path.segments)
        for (const mir::TypeP &g : sg.generics) // `From<A>`'s A
          if (g)
            type(*g);
    }
  }
  void constant(const mir::ConstVal &c) {
    if (c.kind == mir::ConstVal::Named || c.kind == mir::ConstVal::Adt)
      path(c.path, false);
    if (c.type)
      type(*c.type);
    for (const mir::ConstVal &e : c.elems)
      constant(e);
  }
  void operand(const mir::Operand &o) {
    if (o.kind == mir::Operand::Const && o.value)
      constant(*o.value);
  }
};
} // namespace

PrintedPaths rsgpu::ir::printedPaths(const mir::Module &m) {
  PrintedPaths out;
  Collect c{out};
  for (const mir::Item &item : m.items) {
    if (item.type)
      c.type(*item.type);
    if (!item.body)
      continue;
    for (const mir::LocalDecl &d : item.body->locals)
      if (d.type)
        c.type(*d.type);
    for (const mir::BasicBlock &b : item.body->blocks) {
      for (const mir::Statement &s : b.stmts)
        if (s.rvalue)
          for (const mir::Operand &o : s.rvalue->operands)
            c.operand(o);
      if (b.term.kind == mir::Terminator::Call) {
        c.operand(b.term.func);
        for (const mir::Operand &o : b.term.args)
          c.operand(o);
      }
    }
  }
  return out;
}

namespace {
std::string noBlanks(const std::string &t) {
  std::string r;
  for (char c : t)
    if (!std::isspace((unsigned char)c))
      r += c;
  return r;
}
std::string argsOf(const mir::PathSegment &sg) {
  std::string a;
  for (const mir::TypeP &g : sg.generics)
    if (g)
      a += (a.empty() ? "" : ", ") + g->str();
  return genericArgsKey(a.empty() ? "" : "<" + a + ">");
}
} // namespace

ImplSelf rsgpu::ir::implSelf(const mir::Type &t) {
  ImplSelf r;
  if (t.kind == mir::Type::Named && !t.path.qself && !t.path.segments.empty()) {
    r.path = t.path.plain();
    r.args = argsOf(t.path.segments.back());
  } else if (t.kind == mir::Type::Ref && !t.elems.empty() && t.elems[0] &&
             t.elems[0]->kind == mir::Type::Named) {
    r = implSelf(*t.elems[0]);
    if (!r.path.empty())
      r.ref = t.isMut ? "&mut " : "&";
  } else if (t.kind == mir::Type::Array || t.kind == mir::Type::Tuple ||
             t.kind == mir::Type::Slice) {
    r.compound = noBlanks(t.str());
  }
  return r;
}

ImplSelf rsgpu::ir::implSelf(const mir::Path &p) {
  ImplSelf r;
  for (size_t i = 0; i + 1 < p.segments.size(); ++i)
    r.path += (r.path.empty() ? "" : "::") + p.segments[i].name;
  if (p.segments.size() >= 2)
    r.args = argsOf(p.segments[p.segments.size() - 2]);
  return r;
}

bool rsgpu::ir::hasSelfReceiver(const mir::Item &it) {
  return it.body &&
         llvm::any_of(it.body->debugInfo, [](const mir::VarDebugInfo &d) {
           return d.name == "self" && d.place.local == 1 &&
                  d.place.projs.empty();
         });
}

std::string rsgpu::ir::implLocation(const mir::Item &it) {
  const auto &segs = it.name.segments;
  StringRef s = segs.size() >= 2 ? StringRef(segs[segs.size() - 2].name) : "";
  s.consume_front("<impl at ");
  return s.split(": ").first.str();
}

namespace {
/// The method's parameters or result name the type `path` (`Stats`,
/// `&Stats`): what a derived method's signature always does for its type.
bool signatureNames(const mir::Item &it, const std::string &path) {
  auto names = [&](const mir::TypeP &t) {
    const mir::Type *x = t.get();
    while (x && x->kind == mir::Type::Ref && !x->elems.empty())
      x = x->elems[0].get();
    return x && x->kind == mir::Type::Named && x->path.plain() == path &&
           !x->path.qself;
  };
  if (it.type && names(it.type))
    return true;
  return it.body && llvm::any_of(it.body->locals, [&](const mir::LocalDecl &d) {
           return d.isArg && names(d.type);
         });
}

std::string lastOf(StringRef path) {
  size_t at = path.rfind("::");
  return (at == StringRef::npos ? path : path.drop_front(at + 2)).str();
}

/// The header's trait (`text` as written, `resolved` in the impl's module)
/// against the call's printed trait path `trait`.
ImplMatch sameTrait(const std::string &resolved, StringRef text,
                    const std::string &trait, const PrintedPaths &printed,
                    const std::string &source) {
  if (printed.traits.count(resolved)) // the header names a printed trait
    return resolved == trait ? ImplMatch::Yes : ImplMatch::No;
  // Another name than the call's trait (rustc prints its own name): another
  // trait, unless the source renames one to it (`use t2::W as W2`). (A
  // trait of the header's may be printed nowhere: its calls inlined, O3.)
  std::string last = lastOf(resolved);
  if (last != lastOf(trait) && !sourceRenamesTo(source, last))
    return ImplMatch::No;
  // A name rustc prints bare, with no other trait of that name printed
  // with its path: written with a path (`tm::Q`, `super::W`,
  // `core::ops::Mul`) or brought in by `use`, it is that trait when the
  // crate declares no other trait of the name (a foreign path: none).
  // (The call's own trait counts as printed: the builder asks for `From`
  // where rustc printed `<A as Into<B>>::into`.)
  if (!printed.traits.count(last) && last != trait)
    return ImplMatch::Unknown;
  for (const std::string &t : printed.traits)
    if (StringRef(t).ends_with("::" + last))
      return ImplMatch::Unknown;
  bool foreign = text.starts_with("core::") || text.starts_with("std::") ||
                 text.starts_with("alloc::") || text.starts_with("::");
  unsigned declared = sourceTraitCount(source, last);
  if (foreign ? declared != 0 : declared > 1)
    return ImplMatch::Unknown;
  return last == trait ? ImplMatch::Yes : ImplMatch::No;
}

/// `path` is a type's printed path: printed as a type, or before a method
/// in a call (`B::make`) where no alias of that name exists (a `type kernel
/// = B;` beside `fn kernel` with a nested `kernel::helper`).
bool isPrinted(const std::string &path, const PrintedPaths &printed,
               const std::string &source) {
  if (printed.types.count(path))
    return true;
  return printed.prefixes.count(path) &&
         !sourceDeclaresTypeAlias(source, lastOf(path));
}

/// Every name in a type's text (`[A;2]`, `<u32,m::P>`) is a printed type
/// path and none of the impl's parameters (`T` of `impl<T> W for G<T>`:
/// a generic body prints `T` as a type too); numbers are lengths.
bool namesPrinted(StringRef t, const PrintedPaths &printed,
                  const std::vector<std::string> &params) {
  for (size_t i = 0; i < t.size();) {
    if (!(std::isalnum((unsigned char)t[i]) || t[i] == '_')) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < t.size() &&
           (std::isalnum((unsigned char)t[j]) || t[j] == '_' || t[j] == ':'))
      ++j;
    StringRef name = t.slice(i, j);
    if (!std::isdigit((unsigned char)name[0]) &&
        (!printed.types.count(name.str()) ||
         llvm::is_contained(params, name.str())))
      return false;
    i = j;
  }
  return true;
}

/// `<a,b>` (genericArgsKey's text) -> {a, b}.
std::vector<std::string> argList(StringRef args) {
  std::vector<std::string> r;
  if (!args.consume_front("<") || !args.consume_back(">"))
    return r;
  std::string cur;
  int depth = 0;
  for (char c : args) {
    if (c == '<' || c == '(' || c == '[')
      ++depth;
    else if (c == '>' || c == ')' || c == ']')
      --depth;
    else if (c == ',' && depth == 0) {
      r.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  r.push_back(cur);
  return r;
}

bool namesWord(StringRef t, StringRef w) {
  for (size_t k = t.find(w); k != StringRef::npos; k = t.find(w, k + 1))
    if ((k == 0 || !(std::isalnum((unsigned char)t[k - 1]) || t[k - 1] == '_')) &&
        (k + w.size() >= t.size() ||
         !(std::isalnum((unsigned char)t[k + w.size()]) ||
           t[k + w.size()] == '_')))
      return true;
  return false;
}

/// An impl in the crate's root whose type names its own parameters
/// (`impl<T: Mark> Tr for W<T>`, `impl<T: Mark> Tr for T`) against the
/// call's type `type` (`W<u8>`; `whole`: the header's type is a bare
/// parameter): each parameter binds the call's argument at its place (the
/// index in `binding`; a bare parameter binds the whole type, index
/// SIZE_MAX), the other arguments compared as without parameters, then every
/// bound checked (ImplBounds). No when an argument or a bound certainly
/// differs, Yes when all hold for certain, Unknown otherwise.
ImplMatch matchParams(const ImplHeader &h, bool whole, const std::string &type,
                      const std::string &callArgs, const PrintedPaths &printed,
                      const std::string &source, ImplBinding *binding) {
  std::map<std::string, std::string> bound;
  ImplBinding at;
  if (whole) {
    bound[h.selfText] = type;
    at[h.selfText] = SIZE_MAX;
  } else {
    std::vector<std::string> hs = argList(h.selfArgs),
                             cs = argList(callArgs);
    if (hs.size() != cs.size() || hs.empty())
      return ImplMatch::Unknown;
    bool unknown = false;
    for (size_t i = 0; i < hs.size(); ++i) {
      if (llvm::is_contained(h.params, hs[i])) {
        auto [it, fresh] = bound.emplace(hs[i], cs[i]);
        at.emplace(hs[i], i);
        if (!fresh && it->second != cs[i])
          unknown = true; // `W<T, T>` against `W<u8, u16>`: not read
        continue;
      }
      bool param = false;
      for (const std::string &p : h.params)
        param |= namesWord(hs[i], p);
      if (param || !namesPrinted(hs[i], printed, h.params) ||
          !namesPrinted(cs[i], printed, {})) {
        unknown = true; // `W<[T; 2]>`, an alias: not read
        continue;
      }
      if (hs[i] != cs[i])
        return ImplMatch::No; // `W<u32, T>` is not `W<u8, ..>`
    }
    if (unknown)
      return ImplMatch::Unknown;
  }
  // every parameter bound here (`impl<T, U> Tr<U> for W<T>`: U is not)
  for (const std::string &p : h.params)
    if (!bound.count(p))
      return ImplMatch::Unknown;
  ImplMatch r = h.boundsRead ? ImplMatch::Yes : ImplMatch::Unknown;
  for (const auto &[param, trait] : h.bounds) {
    ImplMatch b = satisfiesBound(bound[param], trait, source, printed);
    if (b == ImplMatch::No)
      return ImplMatch::No; // the impl does not apply to this type
    if (b != ImplMatch::Yes)
      r = ImplMatch::Unknown;
  }
  if (r == ImplMatch::Yes && binding)
    *binding = at;
  return r;
}

/// The header's type against the call's. `root`: the impl is in the
/// crate's root module, where a name rustc prints bare is that item (an
/// alias or a `use` of another type of that name would clash with it).
ImplMatch sameSelf(const ImplHeader &h, std::string r, bool root,
                   const ImplSelf &self, const PrintedPaths &printed,
                   const std::string &source, ImplBinding *binding) {
  if (!h.selfCompound.empty()) { // an array or tuple type
    if (self.compound.empty())
      return self.path.empty() ? ImplMatch::Unknown : ImplMatch::No;
    if (!root || !namesPrinted(h.selfCompound, printed, h.params))
      return ImplMatch::Unknown;
    return h.selfCompound == self.compound ? ImplMatch::Yes : ImplMatch::No;
  }
  std::string ref = h.selfRef, args = h.selfArgs;
  // `use a::S as SA;` (or `use a::S;`) in the crate's root, `impl W for
  // SA`: a::S
  if (root && !r.empty() && r.find("::") == std::string::npos &&
      !isPrinted(r, printed, source))
    if (std::optional<std::string> used = sourceRootUse(source, r))
      r = resolveImplPath({}, *used);
  if (llvm::is_contained(h.params, h.selfText)) { // `impl<T: B> W for T`
    // the call's type: a path type with printed arguments (not a
    // reference, array or tuple, whose text is read elsewhere)
    if (!root || !ref.empty() || !args.empty() || self.path.empty() ||
        !self.ref.empty() || !isPrinted(self.path, printed, source))
      return ImplMatch::Unknown;
    return matchParams(h, true, self.path + self.args, "", printed, source,
                       binding);
  }
  bool generic = false; // `impl<T: Mark> W for G<T>`
  for (const std::string &p : h.params)
    generic |= namesWord(args, p);
  if (generic) {
    if (!root || !ref.empty() || !self.compound.empty())
      return ImplMatch::Unknown;
    if (r != self.path || !self.ref.empty())
      return isPrinted(r, printed, source) && !self.path.empty()
                 ? ImplMatch::No
                 : ImplMatch::Unknown;
    return matchParams(h, false, "", self.args, printed, source, binding);
  }
  // `type Bee = B;` in the crate's root, `impl W for Bee`: B
  for (int k = 0; k < 4 && root && !r.empty() && args.empty() &&
                  !isPrinted(r, printed, source) &&
                  r.find("::") == std::string::npos;
       ++k) {
    std::optional<std::string> target = sourceRootTypeAlias(source, r);
    if (!target)
      break;
    StringRef t = StringRef(*target).trim();
    if (t.consume_front("&")) {
      if (!ref.empty() || t.ltrim().starts_with("'") ||
          t.ltrim().starts_with("mut "))
        return ImplMatch::Unknown;
      ref = "&";
    }
    t = t.trim();
    size_t cut = t.find('<');
    StringRef path = t.take_front(cut).trim();
    if (path.empty() || !llvm::all_of(path, [](char c) {
          return std::isalnum((unsigned char)c) || c == '_' || c == ':';
        }))
      return ImplMatch::Unknown;
    r = resolveImplPath({}, path.str());
    args = cut == StringRef::npos ? "" : genericArgsKey(t.drop_front(cut));
  }
  if (!self.compound.empty()) // a path or reference is no array or tuple
    return !ref.empty() || isPrinted(r, printed, source) ? ImplMatch::No
                                                  : ImplMatch::Unknown;
  if (self.path.empty())
    return ImplMatch::Unknown;
  // a reference is never a path type, nor one of the other mutability
  if (!ref.empty() && ref != self.ref)
    return ImplMatch::No;
  // the printed path itself (rustc prints a bare name only for the
  // crate's root items and names unique in the crate graph, aliases
  // counted)
  if (!r.empty() && ref == self.ref && r == self.path) {
    if (args == self.args)
      return args.empty() || (root && namesPrinted(args, printed, h.params))
                 ? ImplMatch::Yes
                 : ImplMatch::Unknown;
    // `G<u32>` is not `G<f32>` (both written with printed types)
    return !args.empty() && !self.args.empty() && root &&
                   namesPrinted(args, printed, h.params)
               ? ImplMatch::No
               : ImplMatch::Unknown;
  }
  // the header names a printed type (no alias): not the call's
  if (!r.empty() && isPrinted(r, printed, source))
    return ImplMatch::No;
  return ImplMatch::Unknown;
}
} // namespace

ImplMatch rsgpu::ir::matchImpl(const mir::Item &item, const ImplSelf &self,
                               const std::string &trait,
                               const PrintedPaths &printed,
                               ImplBinding *binding) {
  const auto &segs = item.name.segments;
  if (segs.size() < 2)
    return ImplMatch::Unknown;
  const std::string &seg = segs[segs.size() - 2].name;
  std::optional<ImplHeader> h = implHeader(seg);
  if (!h)
    return ImplMatch::Unknown;
  if (h->derive) // derived: rustc's span is the derive; the signature
                 // names the type
    return !trait.empty() && lastOf(trait) == h->trait && self.ref.empty() &&
                   self.args.empty() && signatureNames(item, self.path)
               ? ImplMatch::Yes
               : ImplMatch::No;
  std::vector<std::string> module;
  for (size_t i = 0; i + 2 < segs.size(); ++i)
    module.push_back(segs[i].name);
  // rustc trims the impl's module path (`inner::<impl at ..>` for
  // `outer::inner`): the source's modules around the impl, of which the
  // MIR's are the last ones, say where `super::` goes
  {
    std::string where = implLocation(item);
    StringRef loc(where);
    auto [rest, col] = loc.rsplit(':');
    auto [file, line] = rest.rsplit(':');
    unsigned l = 0, c = 0;
    if (!line.getAsInteger(10, l) && !col.getAsInteger(10, c))
      if (std::optional<std::vector<std::string>> full =
              sourceModules(file.str(), l, c)) {
        if (full->size() < module.size() ||
            !std::equal(module.begin(), module.end(),
                        full->end() - module.size()))
          return ImplMatch::Unknown;
        module = std::move(*full);
      }
  }
  ImplMatch t;
  if (trait.empty() || h->trait.empty())
    t = trait.empty() == h->trait.empty() ? ImplMatch::Yes : ImplMatch::No;
  else if (h->traitText.empty())
    t = ImplMatch::Unknown;
  else
    t = sameTrait(resolveImplPath(module, h->traitText), h->traitText, trait,
                  printed, implSourcePath(seg));
  std::string r =
      h->selfText.empty() ? "" : resolveImplPath(module, h->selfText);
  ImplBinding bound;
  ImplMatch s = sameSelf(*h, r, module.empty(), self, printed,
                         implSourcePath(seg), &bound);
  if (t == ImplMatch::No || s == ImplMatch::No)
    return ImplMatch::No;
  if (t == ImplMatch::Yes && s == ImplMatch::Yes && binding)
    *binding = bound;
  if (t == ImplMatch::Yes)
    return s == ImplMatch::Yes ? ImplMatch::Yes : ImplMatch::TypeUnknown;
  return ImplMatch::Unknown;
}
