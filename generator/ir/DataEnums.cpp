//===- DataEnums.cpp - the crate's enums whose variants carry data --------===//
//
// rustc's MIR never declares an enum. A value of `enum Shape { Circle(f32),
// Rect { w: f32, h: f32 }, Empty }` appears as aggregates (`Shape::Circle(
// move _3)`, `Shape::Rect { w: .., h: .. }`), `discriminant(_1)` read by a
// switchInt, and downcast fields (`((_1 as Rect).1: f32)`); the variants'
// order (their discriminants) and the types of the variants nobody builds
// only the declaration gives. This reads `enum Name<..> { .. }` in the
// crate's source (ir/EnumSource.cpp; any doubt leaves the enum unsupported)
// and declares it as a struct of per-variant payloads:
//
//   struct Shape { std::ptrdiff_t tag; float Circle_0; float Rect_w; float
//   Rect_h; };
//
// Field 0 is the tag (rustc's discriminant, of the `#[repr(int)]` type,
// isize without one), then every variant's fields in declaration order. A
// struct, not a union: trivially copyable and value-initialisable in
// device code and on the emulator, no type punning between variants (each
// payload field stays its own register), at the price of a value as large
// as all payloads together. The builder (BuildValues.cpp) lowers a downcast
// field to the flat field (the MIR's projected type checked against the
// declaration's), `discriminant(x)` to `x.tag` and an aggregate to a
// struct literal whose other variants' fields are zero. A generic enum
// is one struct per instance a local's type names (`Either<f32, u32>`:
// `Either_f32_u32`, ir/Monomorphize.cpp's generic functions use those).
//
// A payload holds values only: scalars, arrays of them, structs and other
// such enums. A reference or slice (`enum E<'a> { A(&'a mut [f32]) }`) is
// refused (RG0101 where the enum is used): the S5 analyses follow device
// memory through locals, structs' fields and calls, not through a tag.
//
//===----------------------------------------------------------------------===//
#include "ir/DataEnums.h"
#include "ir/PlainStructs.h"
#include "mir/Parser.h"
#include "support/Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <map>
#include <set>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
bool foreignPath(const mir::Path &p) {
  const std::string &f = p.segments.front().name;
  return f == "core" || f == "std" || f == "rsgpu" || f == "alloc";
}

/// Every named type in `t` (itself, its elements, its generic arguments).
void namedIn(const mir::TypeP &t, std::vector<mir::TypeP> &out, int depth = 0) {
  if (!t || depth > 16)
    return;
  if (t->kind == mir::Type::Named && !t->path.segments.empty()) {
    out.push_back(t);
    for (const mir::PathSegment &s : t->path.segments)
      for (const mir::TypeP &g : s.generics)
        namedIn(g, out, depth + 1);
  }
  for (const mir::TypeP &e : t->elems)
    namedIn(e, out, depth + 1);
}

/// `t` with the enum's generic parameters replaced by the instance's types.
mir::TypeP substitute(const mir::TypeP &t, const std::vector<std::string> &ps,
                      const std::vector<mir::TypeP> &args, int depth = 0) {
  if (!t || depth > 16)
    return t;
  if (t->kind == mir::Type::Named && t->path.segments.size() == 1 &&
      !t->path.segments[0].hasGenerics && !t->path.qself)
    for (size_t i = 0; i < ps.size() && i < args.size(); ++i)
      if (t->path.segments[0].name == ps[i])
        return args[i];
  auto r = std::make_shared<mir::Type>(*t);
  for (mir::TypeP &e : r->elems)
    e = substitute(e, ps, args, depth + 1);
  for (mir::PathSegment &s : r->path.segments)
    for (mir::TypeP &g : s.generics)
      g = substitute(g, ps, args, depth + 1);
  return r;
}

/// Whether a payload of type `t` is a value rsgpu-gen holds in an enum; if
/// not, `why` says what it is.
bool payloadOk(const Type *t, const Module &mod, std::string &why) {
  switch (t->kind) {
  case Type::Int:
  case Type::Float:
  case Type::Bool:
  case Type::Char:
    return true;
  case Type::Array:
    return payloadOk(t->elem, mod, why);
  case Type::Struct: {
    const StructDef *d = mod.findStruct(t->name);
    if (d && !d->closure && d->coreFn.empty())
      return true;
    break;
  }
  case Type::Ref:
  case Type::Ptr:
  case Type::Slice:
  case Type::Str:
    why = "a reference";
    return false;
  default:
    break;
  }
  why = "a value of a type rsgpu-gen does not hold in an enum yet (scalars, "
        "arrays, structs and such enums only)";
  return false;
}

/// The integer type of `#[repr(int)]`, null for another repr.
const Type *reprType(TypeContext &tc, StringRef repr) {
  if (repr == "isize" || repr == "usize")
    return tc.integer(64, repr[0] == 'i', true);
  unsigned bits = 0;
  if (!(repr.starts_with("u") || repr.starts_with("i")) ||
      repr.drop_front().getAsInteger(10, bits) ||
      !(bits == 8 || bits == 16 || bits == 32 || bits == 64))
    return nullptr;
  return tc.integer(bits, repr[0] == 'i');
}

bool fitsRepr(uint64_t d, const Type *t) {
  if (t->bits == 64)
    return true;
  return t->isSigned ? int64_t(d) >= -(int64_t(1) << (t->bits - 1)) &&
                           int64_t(d) < (int64_t(1) << (t->bits - 1))
                     : d < (uint64_t(1) << t->bits);
}
} // namespace

void DataEnums::declare(const mir::Module &m, Module &mod, TypeMapper &tm) {
  const std::string path = mirSourcePath(m);
  if (path.empty())
    return;
  std::map<std::string, std::shared_ptr<const SourceDataEnum>> decls;
  auto declOf = [&](const std::string &n) {
    auto at = decls.find(n);
    if (at != decls.end())
      return at->second;
    std::shared_ptr<const SourceDataEnum> d;
    if (std::optional<SourceDataEnum> sd = sourceDataEnum(path, n))
      d = std::make_shared<const SourceDataEnum>(std::move(*sd));
    if (d && namedQualified(m, n)) {
      tm.enumWhy[n] = "another item of the crate graph is named `" + n +
                      "` too: rename the enum";
      d = nullptr;
    }
    decls[n] = d;
    return d;
  };
  for (const mir::Item &it : m.items) {
    if (!it.body)
      continue;
    for (const mir::LocalDecl &ld : it.body->locals) {
      std::vector<mir::TypeP> named;
      namedIn(ld.type, named);
      for (const mir::TypeP &t : named) {
        const mir::Path &p = t->path;
        const std::string &last = p.last();
        if (p.qself || p.segments.size() != 1 || foreignPath(p) ||
            tm.enums.count(last))
          continue;
        std::shared_ptr<const SourceDataEnum> d = declOf(last);
        if (!d)
          continue;
        std::vector<mir::TypeP> args;
        for (const mir::TypeP &g : p.segments.back().generics)
          if (g && g->kind != mir::Type::Lifetime)
            args.push_back(g);
        if (args.size() != d->generics.size())
          continue;
        const std::string name = plainStructName(p);
        if (mod.findStruct(name))
          continue;
        StructDef s{name, ld.loc, {}, 0, 1};
        s.plain = true;
        for (const SourceDataEnum::Variant &v : d->variants)
          s.variants.push_back({v.name, v.discr, 0, 0});
        mod.structs.push_back(std::move(s));
        pending.push_back({name, last, d, args});
      }
    }
  }
}

void DataEnums::complete(Module &mod, TypeMapper &tm) {
  TypeContext &tc = tm.types();
  llvm::SourceMgr sm;
  DiagEngine quiet(sm, llvm::nulls());
  auto drop = [&](const std::string &name) {
    for (size_t i = 0; i < mod.structs.size(); ++i)
      if (mod.structs[i].name == name) {
        mod.structs.erase(mod.structs.begin() + long(i));
        return;
      }
  };
  // Fill every enum's fields; drop one that fails (and, until none changes,
  // those whose payloads then name a dropped one).
  for (bool changed = true; changed;) {
    changed = false;
    for (const Instance &in : pending) {
      if (!mod.findStruct(in.name))
        continue;
      // an instance of a generic fn's own parameters (`Either<A, B>` in
      // the generic body monomorphisation copies): never used, no reason
      bool argsMap = true;
      for (const mir::TypeP &a : in.args) {
        std::string whyArg;
        argsMap = argsMap && a && tm.map(*a, whyArg);
      }
      if (!argsMap) {
        drop(in.name);
        changed = true;
        continue;
      }
      std::string why;
      std::vector<Field> fields;
      std::vector<StructDef::Variant> variants;
      const Type *tag = reprType(tc, in.decl->repr);
      if (!tag)
        why = "its `#[repr(" + in.decl->repr + ")]` is not read";
      else
        fields.push_back({"tag", tag, 0});
      std::set<std::string> names{"tag"};
      std::set<uint64_t> discrs;
      for (const SourceDataEnum::Variant &v : in.decl->variants) {
        if (!why.empty())
          break;
        if (!fitsRepr(v.discr, tag) || !discrs.insert(v.discr).second) {
          why = "the discriminant of `" + v.name + "` is not read";
          break;
        }
        StructDef::Variant var{v.name, v.discr, unsigned(fields.size()),
                               unsigned(v.fields.size())};
        for (const auto &[fname, ftext] : v.fields) {
          texts.push_back(ftext);
          const std::string &text = texts.back();
          mir::TypeP mt = mir::parseTypeText(0, text.data(),
                                             text.data() + text.size(), quiet);
          std::string whyField;
          const Type *t =
              mt ? tm.map(*substitute(mt, in.decl->generics, in.args), whyField)
                 : nullptr;
          std::string what;
          if (!t || !payloadOk(t, mod, what)) {
            why = "its variant `" + v.name + "` holds `" + ftext + "`" +
                  (t ? ", " + what
                     : std::string(", a type not supported on "
                                   "the device")) +
                  "; an enum's payload may hold values only (numbers, "
                  "arrays, structs, other such enums), not references or "
                  "views of memory";
            break;
          }
          std::string fieldName = v.name + "_" + fname;
          if (!names.insert(fieldName).second) {
            why = "its payload field `" + fieldName + "` is named twice";
            break;
          }
          fields.push_back({fieldName, t, 0});
        }
        variants.push_back(var);
      }
      if (!why.empty()) {
        tm.enumWhy[in.rustName] = "enum `" + in.rustName + "`: " + why;
        drop(in.name);
        changed = true;
        continue;
      }
      for (StructDef &s : mod.structs)
        if (s.name == in.name) {
          s.fields = std::move(fields);
          s.variants = std::move(variants);
        }
    }
  }
  // A plain struct (or enum) that holds a dropped enum goes too.
  std::function<bool(const Type *)> dangling = [&](const Type *t) {
    if (!t)
      return false;
    if (t->kind == Type::Struct)
      return !mod.findStruct(t->name);
    if (dangling(t->elem))
      return true;
    for (const Type *e : t->elems)
      if (dangling(e))
        return true;
    return false;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < mod.structs.size() && !changed; ++i) {
      const StructDef &s = mod.structs[i];
      if (!s.plain)
        continue;
      for (const Field &f : s.fields)
        if (dangling(f.type)) {
          mod.structs.erase(mod.structs.begin() + long(i));
          changed = true;
          break;
        }
    }
  }
}
