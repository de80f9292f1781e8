//===- Promoted.cpp - `_x = const f::promoted[0]` of a `&value` ----------===//
//
// rustc promotes `&100` (`x.cmp(&100)`, `debug_assert_ne!(v, 100.0)`) and
// `&CONST` (`COEFFS.len()` of a const array at opt-level 0) to a constant
// item whose body is
//
//   const f::promoted[0]: &u32 = { _1 = const 100_u32; _0 = &_1; return; }
//
// Lowered as a function, it would return a pointer into its own frame. When
// such a constant is assigned to a local (`_28 = const f::promoted[0]`),
// this builds the value into a fresh local of the function instead and takes
// its address: `tmp = 100; _28 = &tmp`; an aggregate of constants
// (`_1 = Op::Add`, `op == Op::Add` at O0) likewise. The local lives as long as the
// function, so the reference is valid wherever it is used there; a function
// that returns a reference could hand it out, so its constants keep RG0102.
//
//===----------------------------------------------------------------------===//
#include "ir/FnBuilder.h"

#include "llvm/ADT/StringRef.h"

using namespace rsgpu;
using namespace rsgpu::ir;
using namespace rsgpu::ir::detail;

static bool holdsRef(const Type *t, const std::vector<StructDef> &structs,
                     int depth = 0) {
  if (!t || depth > 8)
    return t != nullptr;
  switch (t->kind) {
  case Type::Ref:
  case Type::Ptr:
  case Type::Slice:
    return true;
  case Type::Tuple:
    for (const Type *e : t->elems)
      if (holdsRef(e, structs, depth + 1))
        return true;
    return false;
  case Type::Array:
  case Type::Option:
  case Type::Result:
    return holdsRef(t->elem, structs, depth + 1);
  case Type::Struct:
    for (const StructDef &s : structs)
      if (s.name == t->name) {
        for (const Field &fl : s.fields)
          if (holdsRef(fl.type, structs, depth + 1))
            return true;
        return s.closure;
      }
    return true;
  default:
    return false;
  }
}

/// The promoted item `o` names (`const f::promoted[0]`), when its body is
/// `{ _1 = const V; _0 = &_1; return; }` (storage markers aside) or an
/// aggregate of constants in place of `const V`; else null.
static const mir::Item *promotedItem(const mir::Module &mm,
                                     const mir::Operand &o,
                                     const mir::Statement **def) {
  if (o.kind != mir::Operand::Const || !o.value ||
      o.value->kind != mir::ConstVal::Named)
    return nullptr;
  std::string plain = o.value->path.plain();
  const mir::Item *it = nullptr;
  for (const mir::Item &i : mm.items)
    if (i.kind == mir::Item::Const && !i.value && i.body &&
        i.name.plain() == plain)
      it = &i;
  if (!it || it->body->blocks.size() != 1)
    return nullptr;
  const mir::BasicBlock &bb = it->body->blocks[0];
  std::vector<const mir::Statement *> st;
  for (const mir::Statement &x : bb.stmts)
    if (x.kind == mir::Statement::Assign)
      st.push_back(&x);
  if (st.size() != 2 || bb.term.kind != mir::Terminator::Return)
    return nullptr;
  const mir::Statement &d = *st[0], &ref = *st[1];
  // `_1 = const 100_u32`, or `_1 = Op::Add` (an aggregate of constants:
  // `op == Op::Add` of a fieldless enum at O0 compares with `&Op::Add`)
  bool agg = d.rvalue->kind == mir::Rvalue::Aggregate;
  if (agg)
    for (const mir::Operand &x : d.rvalue->operands)
      agg &= x.kind == mir::Operand::Const;
  if (d.place.local == 0 || !d.place.projs.empty() ||
      (!agg &&
       (d.rvalue->kind != mir::Rvalue::Use || d.rvalue->operands.size() != 1 ||
        d.rvalue->operands[0].kind != mir::Operand::Const)) ||
      ref.place.local != 0 || !ref.place.projs.empty() ||
      ref.rvalue->kind != mir::Rvalue::Ref || ref.rvalue->op != "&" ||
      ref.rvalue->place.local != d.place.local ||
      !ref.rvalue->place.projs.empty())
    return nullptr;
  if (!it->body->local(d.place.local))
    return nullptr;
  *def = &d;
  return it;
}

Place FnBuilder::promotedValue(const mir::Item &it, const mir::Statement &def,
                               Loc loc, Block &b) {
  std::string plain = it.name.plain();
  if (holdsRef(f.returnType, mod.structs))
    fail(loc, "RG0102",
         "the constant `" + plain +
             "` is a reference to a value rustc "
             "computes (a promoted `&100`), in a function that returns a "
             "reference: not supported on the device",
         {"bind the value to a local first: `let limit = 100; "
          "x.cmp(&limit)`"});
  const mir::LocalDecl *d = it.body->local(def.place.local);
  const Type *t = mapType(d->type, loc, "a promoted constant's value");
  Local tmp;
  tmp.id = unsigned(f.locals.size());
  tmp.type = t;
  f.locals.push_back(tmp);
  Inst set;
  set.loc = loc;
  Place dp;
  dp.local = tmp.id;
  dp.type = t;
  set.dest = dp;
  if (def.rvalue->kind == mir::Rvalue::Aggregate) {
    rvalue(*def.rvalue, set, loc);
  } else {
    set.op = Opcode::Copy;
    set.args = {value(def.rvalue->operands[0], t)};
    set.type = t;
  }
  b.insts.push_back(std::move(set));
  return dp;
}

std::optional<Value> FnBuilder::promotedOperand(const mir::Operand &o, Loc loc,
                                                Block &b) {
  const mir::Statement *def = nullptr;
  const mir::Item *it = promotedItem(mm, o, &def);
  if (!it)
    return std::nullopt;
  Place dp = promotedValue(*it, *def, loc, b);
  Local rl;
  rl.id = unsigned(f.locals.size());
  rl.type = mapType(it->type, loc, "a promoted constant");
  f.locals.push_back(rl);
  Place rp;
  rp.local = rl.id;
  rp.type = rl.type;
  Inst r;
  r.loc = loc;
  r.dest = rp;
  r.op = Opcode::Ref;
  r.src = dp;
  r.type = rl.type;
  b.insts.push_back(std::move(r));
  Value v;
  v.kind = Value::Copy;
  v.place = rp;
  v.type = rl.type;
  return v;
}

bool FnBuilder::promotedRef(const mir::Statement &s, Block &b) {
  const mir::Rvalue &rv = *s.rvalue;
  // O3: `_21 = const f::promoted[0] as &[(i32, i32)] (PointerCoercion(Unsize,
  // ..))` (a `const TABLE: [T; N]` iterated): the same, then unsized
  bool unsize = rv.kind == mir::Rvalue::Cast && rv.op == "PointerCoercion" &&
                llvm::StringRef(rv.opArgs).starts_with("Unsize");
  if ((rv.kind != mir::Rvalue::Use && !unsize) || rv.operands.size() != 1 ||
      !s.place.projs.empty())
    return false;
  const mir::Statement *def = nullptr;
  const mir::Item *it = promotedItem(mm, rv.operands[0], &def);
  if (!it)
    return false;
  Place dp = promotedValue(*it, *def, s.loc, b);
  Inst r;
  r.loc = s.loc;
  r.dest = place(s.place);
  if (unsize) { // `&tmp` into a local of the constant's type, then unsized
    Local rl;
    rl.id = unsigned(f.locals.size());
    rl.type = mapType(it->type, s.loc, "a promoted constant");
    f.locals.push_back(rl);
    Place rp;
    rp.local = rl.id;
    rp.type = rl.type;
    Inst u;
    u.loc = s.loc;
    u.dest = r.dest;
    u.op = Opcode::Unsize;
    Value rv0;
    rv0.kind = Value::Copy;
    rv0.place = rp;
    rv0.type = rl.type;
    u.args = {rv0};
    u.type = r.dest->type;
    r.dest = rp;
    r.op = Opcode::Ref;
    r.src = dp;
    r.type = rl.type;
    b.insts.push_back(std::move(r));
    b.insts.push_back(std::move(u));
    return true;
  }
  r.op = Opcode::Ref;
  r.src = dp;
  r.type = r.dest->type;
  b.insts.push_back(std::move(r));
  return true;
}
