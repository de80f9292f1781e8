//===- PlainStructs.cpp - the crate's structs that are not gpu_struct!s ---===//
//
// `struct Circle { r: f32 }` without gpu_struct!: rustc's MIR does not
// declare it, but every value of it a kernel makes is an aggregate
// `Circle { r: move _18 }` whose fields rustc prints in declaration order,
// and each operand has a type (a local's, a projection's, a literal's
// suffix). Such a struct is declared from its first aggregate; an operand
// without a type we can map, or two aggregates that disagree, leave it
// unsupported (RG0101 where it is used). Its layout is Rust's, not C's, so
// it stays thread-private: never a kernel parameter (RG0106).
//
//===----------------------------------------------------------------------===//
#include "ir/PlainStructs.h"
#include "ir/EnumSource.h"

#include <cctype>
#include <map>
#include <set>

using namespace rsgpu;
using namespace rsgpu::ir;

namespace {
struct Candidate {
  Loc loc;
  std::vector<std::string> names;
  std::vector<const mir::Type *> types; // null: a literal (suffix below)
  std::vector<std::string> suffixes;
  bool ok = true;
};

bool isPrimName(const std::string &t) {
  // 128-bit constants are not read as literals here
  return rsgpu::mir::isPrimitiveName(t) && !llvm::StringRef(t).ends_with("128");
}

/// The primitive type of a named constant of a primitive (`f32::INFINITY`
/// as `core::f32::<impl f32>::INFINITY`, `u32::MAX`, `f32::consts::PI`), as
/// a literal's suffix; "" for any other constant.
std::string namedConstSuffix(const mir::ConstVal &c) {
  if (c.kind != mir::ConstVal::Named || c.path.segments.size() < 2)
    return "";
  const auto &seg = c.path.segments;
  const std::string &last = seg.back().name;
  if (last == "BITS")
    return "u32";
  std::string ty = seg[seg.size() - 2].name;
  if (ty == "consts" && seg.size() >= 3)
    ty = seg[seg.size() - 3].name;
  else if (ty.size() > 7 && ty.rfind("<impl ", 0) == 0 && ty.back() == '>')
    ty = ty.substr(6, ty.size() - 7);
  return isPrimName(ty) ? ty : "";
}

/// The last path segments of every named type a local of the crate has
/// (through references, arrays, tuples): a constant `P {{ x: 1f32 }}` whose
/// name is one is a struct's value, not an enum variant's.
void namedTypes(const mir::Type *t, std::set<std::string> &out, int depth = 0) {
  if (!t || depth > 8)
    return;
  if (t->kind == mir::Type::Named && !t->path.segments.empty())
    out.insert(t->path.last());
  for (const mir::TypeP &e : t->elems)
    namedTypes(e.get(), out, depth + 1);
}

/// Every ADT constant in an operand (`const P {{ x: -8f32, y: 0f32 }}`, also
/// inside array and tuple constants).
void adtConsts(const mir::ConstVal &c, std::vector<const mir::ConstVal *> &out,
               int depth = 0) {
  if (depth > 8)
    return;
  if (c.kind == mir::ConstVal::Adt)
    out.push_back(&c);
  for (const mir::ConstVal &e : c.elems)
    adtConsts(e, out, depth + 1);
}

const mir::Type *operandType(const mir::Body &b, const mir::Operand &o,
                             std::string &suffix) {
  if (o.kind == mir::Operand::Const) {
    if (o.value && (o.value->kind == mir::ConstVal::Int ||
                    o.value->kind == mir::ConstVal::Float ||
                    o.value->kind == mir::ConstVal::Bool)) {
      suffix = o.value->kind == mir::ConstVal::Bool ? "bool" : o.value->suffix;
      return nullptr;
    }
    suffix = o.value ? namedConstSuffix(*o.value) : "";
    return nullptr;
  }
  if (!o.place.projs.empty())
    return o.place.projs.back().type.get(); // `(_8.0: f32)`
  const mir::LocalDecl *d = b.local(o.place.local);
  return d ? d->type.get() : nullptr;
}
} // namespace

std::string rsgpu::ir::plainStructName(const mir::Path &p) {
  if (p.segments.empty())
    return "";
  std::string n = p.segments.back().name;
  if (!p.segments.back().hasGenerics)
    return n;
  for (const mir::TypeP &g : p.segments.back().generics) {
    if (!g || g->kind == mir::Type::Lifetime)
      continue;
    n += "_";
    for (char c : g->str())
      n += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  }
  return n;
}

void rsgpu::ir::registerPlainStructs(const mir::Module &m, Module &mod,
                                     TypeMapper &tm) {
  std::map<std::string, Candidate> cands;
  const std::string source = mirSourcePath(m);
  std::map<std::string, bool> genericStructs; // name -> the crate declares it
  for (const mir::Item &it : m.items) {
    if (!it.body)
      continue;
    for (const mir::BasicBlock &bb : it.body->blocks)
      for (const mir::Statement &st : bb.stmts) {
        if (st.kind != mir::Statement::Assign || !st.rvalue ||
            st.rvalue->kind != mir::Rvalue::Aggregate ||
            st.rvalue->agg != mir::Rvalue::Adt || !st.place.projs.empty())
          continue;
        const mir::Rvalue &rv = *st.rvalue;
        if (rv.adt.segments.empty() ||
            rv.adt.segments.front().name == "core" ||
            rv.adt.segments.front().name == "std" ||
            rv.adt.segments.front().name == "rsgpu")
          continue;
        // a struct, not an enum's variant: the destination is of its type
        const mir::LocalDecl *d = it.body->local(st.place.local);
        // a generic struct's instance (`V2::<f32> { .. }`, after
        // monomorphisation) is a struct of its own: `V2_f32`
        const std::string name = plainStructName(rv.adt);
        if (rv.adt.segments.back().hasGenerics &&
            !genericStructs.count(rv.adt.last())) {
          bool declared = sourceDeclaresGenericStruct(source, rv.adt.last());
          genericStructs[rv.adt.last()] = declared;
        }
        if (rv.adt.segments.back().hasGenerics && !genericStructs[rv.adt.last()])
          continue; // a generic struct of core (`Rev::<..>`), not the crate's
        if (!d || !d->type || d->type->kind != mir::Type::Named ||
            d->type->path.last() != rv.adt.last() ||
            plainStructName(d->type->path) != name ||
            mod.findStruct(name) || tm.enums.count(name))
          continue;
        Candidate c;
        c.loc = st.loc;
        for (size_t i = 0; i < rv.operands.size(); ++i) {
          std::string suffix;
          const mir::Type *t = operandType(*it.body, rv.operands[i], suffix);
          c.names.push_back(i < rv.fieldNames.size() ? rv.fieldNames[i]
                                                    : "_" + std::to_string(i));
          c.types.push_back(t);
          c.suffixes.push_back(suffix);
          if (!t && suffix.empty())
            c.ok = false;
        }
        if (!rv.fieldNames.empty() && rv.fieldNames.size() != rv.operands.size())
          c.ok = false;
        auto [at, fresh] = cands.emplace(name, c);
        if (!fresh && at->second.names != c.names)
          at->second.ok = false;
      }
  }
  // Opt-level 3 folds a struct made of literals into a constant (`const P
  // {{ x: -8f32, y: -8f32 }}`): with no aggregate of it left, such constants
  // declare it, when every field is a typed literal.
  std::set<std::string> localTypes;
  for (const mir::Item &it : m.items)
    if (it.body)
      for (const mir::LocalDecl &d : it.body->locals)
        namedTypes(d.type.get(), localTypes);
  for (const mir::Item &it : m.items) {
    if (!it.body)
      continue;
    for (const mir::BasicBlock &bb : it.body->blocks)
      for (const mir::Statement &st : bb.stmts) {
        if (st.kind != mir::Statement::Assign || !st.rvalue)
          continue;
        std::vector<const mir::ConstVal *> found;
        for (const mir::Operand &o : st.rvalue->operands)
          if (o.kind == mir::Operand::Const && o.value)
            adtConsts(*o.value, found);
        for (const mir::ConstVal *c : found) {
          if (c->path.segments.empty() || c->path.segments.back().hasGenerics ||
              c->fieldNames.size() != c->elems.size() || c->elems.empty())
            continue;
          const std::string name = c->path.last();
          if (c->path.segments.front().name == "core" ||
              c->path.segments.front().name == "rsgpu" ||
              !localTypes.count(name) || cands.count(name) ||
              mod.findStruct(name) || tm.enums.count(name))
            continue;
          Candidate k;
          k.loc = st.loc;
          for (size_t i = 0; i < c->elems.size(); ++i) {
            const mir::ConstVal &e = c->elems[i];
            std::string suffix =
                e.kind == mir::ConstVal::Bool ? "bool"
                : (e.kind == mir::ConstVal::Int || e.kind == mir::ConstVal::Float)
                    ? e.suffix
                    : namedConstSuffix(e);
            k.names.push_back(c->fieldNames[i]);
            k.types.push_back(nullptr);
            k.suffixes.push_back(suffix);
            if (suffix.empty())
              k.ok = false;
          }
          cands.emplace(name, k);
        }
      }
  }
  // Declare the names first (a field may be another plain struct), then the
  // fields; drop, until none changes, every struct with a field not mapped.
  size_t first = mod.structs.size();
  for (auto &[name, c] : cands)
    if (c.ok) {
      StructDef s{name, c.loc, {}, 0, 1};
      s.plain = true;
      mod.structs.push_back(std::move(s));
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = first; i < mod.structs.size(); ++i) {
      StructDef &s = mod.structs[i];
      const Candidate &c = cands.at(s.name);
      s.fields.clear();
      bool ok = true;
      for (size_t k = 0; k < c.names.size() && ok; ++k) {
        std::string why;
        const Type *t = nullptr;
        if (c.types[k])
          t = tm.map(*c.types[k], why);
        else {
          mir::Type lit;
          lit.kind = mir::Type::Named;
          mir::PathSegment seg;
          seg.name = c.suffixes[k];
          lit.path.segments.push_back(seg);
          t = tm.map(lit, why);
        }
        ok = t && t->kind != Type::Ref && t->kind != Type::Ptr;
        s.fields.push_back({c.names[k], t, 0});
      }
      if (!ok) {
        mod.structs.erase(mod.structs.begin() + long(i));
        changed = true;
        break;
      }
    }
  }
  for (size_t i = first; i < mod.structs.size(); ++i) {
    StructDef &s = mod.structs[i];
    uint64_t off = 0, al = 1;
    for (Field &f : s.fields) {
      auto l = layoutOf(f.type, mod.structs);
      if (!l)
        continue;
      off = (off + l->second - 1) / l->second * l->second;
      f.offset = off;
      off += l->first;
      al = std::max(al, l->second);
    }
    s.align = al;
    s.size = (off + al - 1) / al * al;
  }
}

static bool reachesPlain(const Type *t, const Module &mod,
                         std::set<const Type *> &seen) {
  if (!t || !seen.insert(t).second)
    return false;
  if (t->kind == Type::Struct) {
    const StructDef *d = mod.findStruct(t->name);
    if (!d)
      return false;
    if (d->plain)
      return true;
    for (const Field &f : d->fields)
      if (reachesPlain(f.type, mod, seen))
        return true;
    return false;
  }
  if (reachesPlain(t->elem, mod, seen))
    return true;
  for (const Type *e : t->elems)
    if (reachesPlain(e, mod, seen))
      return true;
  return false;
}

bool rsgpu::ir::checkNoPlainStructParams(const Function &f, const Module &mod,
                                         DiagEngine &diags) {
  bool ok = true;
  for (unsigned i = 1; i <= f.argCount; ++i) {
    std::set<const Type *> seen;
    if (!reachesPlain(f.locals[i].type, mod, seen))
      continue;
    diags.error(f.loc, "RG0106",
                "parameter `" +
                    (f.locals[i].name.empty() ? "_" + std::to_string(i)
                                              : f.locals[i].name) +
                    "` of kernel `" + f.name + "` has type `" +
                    f.locals[i].type->str() +
                    "`, a struct without a C layout, which cannot cross the "
                    "launch boundary",
                {"declare it with rsgpu::gpu_struct! (#[repr(C)])"});
    ok = false;
  }
  return ok;
}
