//===- ImplBounds.cpp - whether a type satisfies an impl's bound ---------===//
#include "ir/ImplBounds.h"
#include "ir/EnumSource.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
bool isPrimitive(StringRef t) { return rsgpu::mir::isPrimitiveName(t); }

std::string lastOf(StringRef path) {
  size_t at = path.rfind("::");
  return (at == StringRef::npos ? path : path.drop_front(at + 2)).str();
}

/// Every name in a type's text is a printed type or a primitive (numbers
/// are lengths).
bool allPrinted(StringRef t, const PrintedPaths &printed) {
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
        !printed.types.count(name.str()) && !isPrimitive(name))
      return false;
    i = j;
  }
  return true;
}

/// A root impl header's type as a text comparable with a type's (no
/// blanks; a reference's "&" kept, which no type compared here has).
std::string headerType(const ImplHeader &h) {
  if (!h.selfCompound.empty())
    return h.selfCompound;
  return h.selfRef + resolveImplPath({}, h.selfText) + h.selfArgs;
}

/// The path of a type's text (`G<u32>` -> `G`); "" for an array or tuple.
std::string pathOf(StringRef t) {
  if (t.starts_with("[") || t.starts_with("("))
    return "";
  return t.take_front(t.find('<')).str();
}

/// Whether the impl header `h` (of the bound's trait; `root`: in the
/// crate's root) is certainly not for `type` (no reference): a reference,
/// an array or tuple against a path, another last name that no alias or
/// `use` makes the type's, or the same root path with other printed
/// arguments.
bool certainlyOther(const ImplHeader &h, bool root, const std::string &type,
                    const std::string &source, const PrintedPaths &printed) {
  std::string path = pathOf(type);
  bool compound = path.empty();
  if (!h.selfRef.empty())
    return true;
  if (!h.selfCompound.empty() || compound)
    return h.selfCompound.empty() != compound; // not both arrays/tuples
  std::string hl = lastOf(h.selfText);
  if (hl != lastOf(path))
    return !sourceDeclaresTypeAlias(source, hl) && !sourceRenamesTo(source, hl);
  return root && resolveImplPath({}, h.selfText) == path &&
         headerType(h) != type && allPrinted(headerType(h), printed) &&
         allPrinted(type, printed);
}
} // namespace

ImplMatch rsgpu::ir::satisfiesBound(const std::string &type,
                                    const std::string &bound,
                                    const std::string &source,
                                    const PrintedPaths &printed) {
  StringRef b(bound);
  std::string name = lastOf(b);
  bool foreign = b.starts_with("core::") || b.starts_with("std::");
  if (foreign || !b.contains("::")) {
    // core's marker traits of primitives and shared references (no trait
    // of the crate of that name)
    if (sourceTraitCount(source, name) == 0 && !sourceRenamesTo(source, name)) {
      StringRef t(type);
      if (name == "Sized" && !t.starts_with("dyn") && t != "str" &&
          !t.starts_with("(") &&
          (isPrimitive(t) || (t.starts_with("[") && t.contains(';')) ||
           (!t.starts_with("[") && !t.starts_with("&") &&
            allPrinted(t, printed))))
        return ImplMatch::Yes;
      if ((name == "Copy" || name == "Clone") && isPrimitive(t))
        return ImplMatch::Yes;
    }
    if (foreign)
      return ImplMatch::Unknown;
  }
  // A trait of the crate, declared once in its root: its impls are all in
  // the source.
  if (!(b == name || b == "crate::" + name) || !sourceRootTrait(source, name) ||
      StringRef(type).starts_with("&"))
    return ImplMatch::Unknown;
  // every name in the type a primitive or a type the crate declares: a
  // generic body's `T` (`<W<T> as Tr>::f` before it is instantiated) is
  // no type whose impls can be listed
  for (size_t i = 0; i < type.size();) {
    if (!(std::isalnum((unsigned char)type[i]) || type[i] == '_')) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < type.size() &&
           (std::isalnum((unsigned char)type[j]) || type[j] == '_'))
      ++j;
    std::string w = type.substr(i, j - i);
    if (!std::isdigit((unsigned char)w[0]) && !isPrimitive(w) &&
        !sourceDeclaresType(source, w) && !(j < type.size() && type[j] == ':'))
      return ImplMatch::Unknown;
    i = j;
  }
  const SourceImpls &all = sourceImpls(source);
  bool maybe = !all.complete || sourceDerivesName(source, name);
  for (const SourceImpl &si : all.impls) {
    if (!si.header) {
      maybe = true; // an impl not read may be of the trait
      continue;
    }
    const ImplHeader &h = *si.header;
    if (h.derive || h.trait.empty())
      continue; // inherent
    if (h.trait != name) {
      maybe |= sourceRenamesTo(source, h.trait); // `use Mark as M2`
      continue;
    }
    StringRef tt(h.traitText);
    if (tt.starts_with("core::") || tt.starts_with("std::") ||
        tt.starts_with("rsgpu::"))
      continue; // another crate's trait of that name
    // a generic impl of the bound (`impl<U: Copy> Mark for U`): not read
    bool generic = false;
    for (const std::string &p : h.params)
      generic |= h.selfText == p ||
                 StringRef(headerType(h)).contains(p); // coarse: maybe
    if (generic) {
      maybe = true;
      continue;
    }
    // ours for certain: in the root, written `Mark` or `crate::Mark`
    if (si.root && (tt == name || tt == "crate::" + name) &&
        headerType(h) == type && allPrinted(type, printed))
      return ImplMatch::Yes;
    if (!certainlyOther(h, si.root, type, source, printed))
      maybe = true;
  }
  return maybe ? ImplMatch::Unknown : ImplMatch::No;
}
