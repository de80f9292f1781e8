//===- Printer.cpp - readable text of the IR ------------------------------===//
//
//   kernel @saxpy(%a: f32, %x: &[f32], %y: &mut [f32]) -> ()   // at 12:1
//     let %i: usize
//   bb0:
//     %7 = call rsgpu.thread_idx.x()
//     br bb1
//
//===----------------------------------------------------------------------===//
#include "ir/Printer.h"

#include "llvm/Support/FormatVariadic.h"

using namespace rsgpu::ir;
using llvm::raw_ostream;

namespace {
class FnPrinter {
public:
  FnPrinter(const Module &m, const Function &f, raw_ostream &os)
      : m(m), f(f), os(os) {}

  std::string local(unsigned id) const {
    if (id == 0)
      return "%ret";
    if (id < f.locals.size() && !f.locals[id].name.empty())
      return "%" + f.locals[id].name;
    return "%" + std::to_string(id);
  }

  std::string place(const Place &p) const {
    std::string r = local(p.local);
    const Type *t = p.local < f.locals.size() ? f.locals[p.local].type : nullptr;
    for (const Projection &pr : p.projs) {
      switch (pr.kind) {
      case Projection::Deref:
        r = "(*" + r + ")";
        break;
      case Projection::Field: {
        std::string name = std::to_string(pr.index);
        if (t && t->kind == Type::Struct)
          if (const StructDef *sd = m.findStruct(t->name))
            if (pr.index < sd->fields.size())
              name = sd->fields[pr.index].name;
        if (t && t->kind == Type::Range)
          name = pr.index == 0 ? "start" : "end";
        r += "." + name;
        break;
      }
      case Projection::Index:
        r += "[" + local(pr.index) + "]";
        break;
      case Projection::ConstIndex:
        r += llvm::formatv("[{0}{1} of {2}]", pr.fromEnd ? "-" : "", pr.offset,
                           pr.end)
                 .str();
        break;
      case Projection::Subslice:
        r += llvm::formatv("[{0}:{1}{2}]", pr.offset, pr.fromEnd ? "-" : "",
                           pr.end)
                 .str();
        break;
      case Projection::Downcast:
        r = "(" + r + " as " +
            (t && t->kind == Type::Result ? (pr.index ? "Err" : "Ok")
                                          : (pr.index ? "Some" : "None")) +
            ")";
        break;
      }
      t = pr.type;
    }
    return r;
  }

  std::string value(const Value &v) const {
    if (v.kind != Value::Const)
      return (v.kind == Value::Move ? "move " : "") + place(v.place);
    const Constant &c = v.constant;
    switch (c.kind) {
    case Constant::Int:
      return (c.negative ? "-" : "") + std::to_string(c.bits) + "_" + v.type->str();
    case Constant::Float:
      return c.text;
    case Constant::Bool:
      return c.bits ? "true" : "false";
    case Constant::Char:
      return "'" + c.text + "'";
    case Constant::Unit:
      return "()";
    case Constant::Str:
      return "\"" + c.text + "\"";
    case Constant::Zst:
      return "zst " + v.type->str();
    case Constant::Named:
      return c.text;
    case Constant::ConstItem:
      return "@" + c.text + "()";
    case Constant::Variant:
      return v.type->str() + "::" + c.text;
    }
    return "?";
  }

  std::string args(const std::vector<Value> &vs) const {
    std::string r;
    for (size_t i = 0; i < vs.size(); ++i)
      r += (i ? ", " : "") + value(vs[i]);
    return r;
  }

  void inst(const Inst &in) {
    os << "  ";
    if (in.dest)
      os << place(*in.dest) << " = ";
    switch (in.op) {
    case Opcode::Intrinsic:
    case Opcode::Call: {
      os << "call " << (in.op == Opcode::Call ? "@" : "") << in.callee;
      if (!in.typeArgs.empty()) {
        os << "<";
        for (size_t i = 0; i < in.typeArgs.size(); ++i)
          os << (i ? ", " : "") << in.typeArgs[i];
        os << ">";
      }
      os << "(" << args(in.args) << ")";
      break;
    }
    case Opcode::Copy:
      os << value(in.args[0]);
      break;
    case Opcode::Ref:
    case Opcode::RefMut:
    case Opcode::AddrOf:
    case Opcode::AddrOfMut:
    case Opcode::Discriminant:
      os << opcodeName(in.op) << " " << place(in.src);
      break;
    case Opcode::Len:
      os << "len " << (in.args.empty() ? place(in.src) : value(in.args[0]));
      break;
    case Opcode::ZExt: case Opcode::SExt: case Opcode::Trunc: case Opcode::Retype:
    case Opcode::FpToSiSat: case Opcode::FpToUiSat: case Opcode::SiToFp:
    case Opcode::UiToFp: case Opcode::FpExt: case Opcode::FpTrunc:
    case Opcode::Bitcast: case Opcode::PtrCast: case Opcode::Unsize:
      os << opcodeName(in.op) << " " << value(in.args[0]) << " : "
         << in.args[0].type->str() << " to " << in.type->str();
      break;
    case Opcode::StructLit:
      os << "struct " << in.callee << " {" << args(in.args) << "}";
      break;
    case Opcode::Repeat:
      os << "repeat " << value(in.args[0]) << " x " << in.count;
      break;
    default: {
      os << opcodeName(in.op);
      const Type *t = in.args.empty() ? in.type : in.args[0].type;
      if (t && !in.args.empty())
        os << " " << t->str();
      if (!in.args.empty())
        os << " " << args(in.args);
      if (in.shiftMask)
        os << " (amount & " << in.shiftMask << ")";
      break;
    }
    }
    os << "\n";
  }

  void term(const Terminator &t) {
    os << "  ";
    switch (t.kind) {
    case Terminator::Br:
      os << "br bb" << t.target;
      break;
    case Terminator::Switch:
      os << "switch " << value(t.cond) << " [";
      for (size_t i = 0; i < t.cases.size(); ++i)
        os << (i ? ", " : "") << t.cases[i].first << " -> bb" << t.cases[i].second;
      os << "] otherwise bb" << t.target;
      break;
    case Terminator::Return:
      os << "ret";
      break;
    case Terminator::Unreachable:
      os << "unreachable";
      break;
    case Terminator::Assert:
      os << "assert " << value(t.cond) << " == " << (t.expected ? "true" : "false")
         << " else panic \"" << t.message << "\"";
      if (!t.args.empty())
        os << " (" << args(t.args) << ")";
      os << " -> bb" << t.target;
      break;
    case Terminator::Panic:
      os << "panic \"" << t.message << "\"";
      if (!t.args.empty())
        os << " (" << args(t.args) << ")";
      break;
    }
    os << "\n";
  }

  void print(llvm::SourceMgr *sm) {
    os << (f.isKernel ? "kernel" : "fn") << " @" << f.name << "(";
    for (unsigned i = 1; i <= f.argCount && i < f.locals.size(); ++i)
      os << (i > 1 ? ", " : "") << local(i) << ": " << f.locals[i].type->str();
    os << ") -> " << f.returnType->str();
    if (sm && f.loc.isValid()) {
      auto [line, col] = sm->getLineAndColumn(f.loc);
      os << "  // line " << line << ":" << col;
    }
    os << " {\n";
    for (const Local &l : f.locals)
      if (l.type && !l.isArg && l.id != 0)
        os << "  let " << local(l.id) << ": " << l.type->str() << "\n";
    for (const Block &b : f.blocks) {
      os << "bb" << b.id << ":\n";
      for (const Inst &in : b.insts)
        inst(in);
      term(b.term);
    }
    os << "}\n";
  }

private:
  const Module &m;
  const Function &f;
  raw_ostream &os;
};
} // namespace

void rsgpu::ir::printModule(const Module &m, raw_ostream &os,
                            llvm::SourceMgr *sm) {
  for (const StructDef &s : m.structs) {
    if (s.isEnum()) { // ir/DataEnums.cpp: the tag, then each variant's fields
      os << "enum " << s.name << " { tag: " << s.fields[0].type->str();
      for (const StructDef::Variant &v : s.variants) {
        os << ", " << v.name << " = " << int64_t(v.discr) << " (";
        for (unsigned k = 0; k < v.count; ++k)
          os << (k ? ", " : "") << s.fields[v.first + k].name << ": "
             << s.fields[v.first + k].type->str();
        os << ")";
      }
      os << " }\n";
      continue;
    }
    os << "struct " << s.name << " {";
    for (size_t i = 0; i < s.fields.size(); ++i)
      os << (i ? "," : "") << " " << s.fields[i].name << ": "
         << s.fields[i].type->str() << " @" << s.fields[i].offset;
    os << " } size " << s.size << " align " << s.align << "\n";
  }
  for (const Function &f : m.functions) {
    os << "\n";
    FnPrinter(m, f, os).print(sm);
  }
}
