//===- EmitLaunch.cpp - launch requirements, proven variants, stubs
//---------===//
#include "emit/FnEmitter.h"

#include <cctype>
#include <functional>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

/// `rsgpu_launch_requirement`: every launch obligation of the kernel's
/// proofs (analyses.md), checked by rsgpu::launch on the host, by
/// rsgpu::jit::launch on the host from the manifest's `require` lines (the
/// spec of each check: rsgpu/jit/manifest.hpp) and by the rdc device entry
/// (rsgpu::jit::call) on the device, never in the kernel body.
void FnEmitter::launchRequirement(const std::string &kname) {
  if (!facts)
    return;
  // The manifest's first check, for a Thread1D/Thread2D kernel: the shape
  // rsgpu::launch checks for such kernels (detail::thread_dims_rule,
  // its message), so rsgpu::jit::launch checks it on the host too and the
  // entry point skips the device-side check (rsgpu/jit/entry.hpp).
  std::string tt = threadType();
  if (tt == "rsgpu::Thread1D")
    sig.requirement.push_back(
        {"thread_dims(1)", "the kernel takes Thread1D: grid and block must "
                           "be 1-D with fewer than 2^32 threads"});
  else if (tt == "rsgpu::Thread2D")
    sig.requirement.push_back(
        {"thread_dims(2)", "the kernel takes Thread2D: grid and block must "
                           "be 1-D or 2-D with fewer than 2^32 threads per "
                           "dimension"});
  const analysis::LaunchObligations &o = facts->obligations;
  // test, message, and the test in the manifest's terms (rsgpu-gen build's
  // `require` lines: rsgpu::jit::launch checks them on the host).
  struct Check {
    std::string test, message, spec;
  };
  std::vector<Check> checks;
  std::string who = "rsgpu-gen: `" + kname + "`'s ";
  auto n = [](uint64_t v) { return std::to_string(v); };
  if (o.oneDimBlock)
    checks.push_back({"rsgpu::rust::fits_block_1d(block)",
                      who + "shared-memory accesses (S8) are proven only "
                            "for 1-D blocks",
                      "fits_block_1d(block)"});
  if (o.tileMaxBlockX)
    checks.push_back(
        {"rsgpu::rust::fits_tile_columns(block, " + n(o.tileMaxBlockX) + ")",
         who +
             "shared-tile accesses (S8) are proven only for 2-D blocks "
             "of at most " +
             n(o.tileMaxBlockX) + " columns",
         "fits_tile_columns(block," + n(o.tileMaxBlockX) + ")"});
  if (o.tileMaxBlockY)
    checks.push_back(
        {"rsgpu::rust::fits_block_2d(block, 0, " + n(o.tileMaxBlockY) + ")",
         who + "transposed shared-tile accesses (S8) are proven only for "
               "blocks of at most " + n(o.tileMaxBlockY) + " rows",
         "fits_block_2d(block,0," + n(o.tileMaxBlockY) + ")"});
  if (o.tileRowStep)
    checks.push_back(
        {"rsgpu::rust::fits_block_2d(block, 0, " + n(o.tileRowStep) + ")",
         who + "shared-tile rows `thread_idx_y + k` (k stepped by " +
             n(o.tileRowStep) +
             ") (S8) are proven apart only for blocks "
             "of at most " +
             n(o.tileRowStep) + " rows",
         "fits_block_2d(block,0," + n(o.tileRowStep) + ")"});
  if (o.oneDimensional || o.singleBlock || o.maxBlockDim)
    checks.push_back({"rsgpu::rust::fits_1d(grid, block)",
                      who + "writes (S5) are proven unique only for 1-D "
                            "launches of at most 2^32 threads",
                      "fits_1d(grid,block)"});
  if (o.singleBlock)
    checks.push_back({"rsgpu::rust::fits_single_block(grid)",
                      who + "writes (S5) are proven unique only for "
                            "single-block launches (they index with "
                            "thread_idx_x)",
                      "fits_single_block(grid)"});
  if (o.maxBlockDim)
    checks.push_back(
        {"rsgpu::rust::fits_block_at_most(grid, block, " + n(o.maxBlockDim) + ")",
         who + "writes (S5) are proven unique only for blocks of at most " +
             n(o.maxBlockDim) + " threads (they index with block_idx_x * " +
             n(o.maxBlockDim) + " + thread_idx_x)",
         "fits_block_at_most(grid,block," + n(o.maxBlockDim) + ")"});
  if (o.warpUniformBranches && !o.oneDimBlock)
    checks.push_back({"rsgpu::rust::fits_block_1d(block)",
                      who + "warp collectives (S9) under conditions on "
                            "thread_idx_x / 32 are proven reached by whole "
                            "warps only for 1-D blocks",
                      "fits_block_1d(block)"});
  if (o.wholeWarps)
    checks.push_back({"rsgpu::rust::fits_whole_warps(block)",
                      who + "warp collectives (S9) need blocks of whole "
                            "warps (a multiple of 32 threads)",
                      "fits_whole_warps(block)"});
  if (provenVariant)
    for (const analysis::LengthNeed &nd : needs)
      checks.push_back({needTest(nd),
                        who +
                            "bounds checks (S6) are dropped: they hold "
                            "only when " +
                            needText(nd),
                        needSpec(nd)});
  // `&Atomic<T>`: element 0 of a borrow, which Rust's reference guarantees.
  for (const ir::Local &l : f.locals)
    if (l.isArg && isRefTo(l.type, ir::Type::Atomic) && !l.type->isMut)
      checks.push_back(
          {"rsgpu::rust::fits_nonempty(rsgpu::rust::nth_arg<" + n(argPos(l.id)) +
               ">(args...))",
           who + "parameter `" + names[l.id] +
               "` (a `&Atomic`) needs a borrow of at least one element",
           "fits_nonempty($" + n(argPos(l.id)) + ")"});
  const uint64_t *mb = o.rowMajorMaxBlock;
  for (unsigned w : o.rowMajorWidths) {
    unsigned pos = argPos(w);
    std::string test = "rsgpu::rust::fits_2d(grid, block, "
                       "static_cast<unsigned long long>(rsgpu::rust::nth_arg<" +
                       n(pos) + ">(args...))";
    std::string spec = "fits_2d(grid,block,$" + n(pos);
    auto bits = o.rowMajorBits.find(w);
    unsigned nbits = bits == o.rowMajorBits.end() ? 64 : bits->second;
    uint64_t idsK = o.rowMajorIdsK;
    if (mb[0] || mb[1] || nbits < 64 || idsK) {
      test += ", " + n(mb[0]) + ", " + n(mb[1]);
      spec += "," + n(mb[0]) + "," + n(mb[1]);
    }
    if (nbits < 64 || idsK) { // the index is computed in nbits: no wrap
      test += ", " + n(nbits);
      spec += "," + n(nbits);
    }
    if (idsK) { // strided rows reach grid * C, past grid * the block bound
      test += ", " + n(idsK);
      spec += "," + n(idsK);
    }
    checks.push_back(
        {test + ")",
         who +
             "row-major writes (S5) are proven unique only for 2-D "
             "launches of at most 2^32 threads per axis whose rows * " +
             names[w] + " fit in " + n(nbits) + " bits",
         spec + ")"});
  }
  if (o.rowMajorFieldWidth) {
    std::string test = "rsgpu::rust::fits_2d(grid, block, 0ull";
    std::string spec = "fits_2d(grid,block,0";
    if (mb[0] || mb[1] || o.rowMajorIdsK) {
      test += ", " + n(mb[0]) + ", " + n(mb[1]);
      spec += "," + n(mb[0]) + "," + n(mb[1]);
    }
    if (o.rowMajorIdsK) {
      test += ", 64, " + n(o.rowMajorIdsK);
      spec += ",64," + n(o.rowMajorIdsK);
    }
    checks.push_back({test + ")",
                      who + "row-major writes (S5) are proven unique only "
                            "for 2-D launches of at most 2^32 threads per "
                            "axis",
                      spec + ")"});
  }
  for (const auto &[hw, bits] : o.rowMajor3) {
    unsigned ph = argPos(hw.first), pw = argPos(hw.second);
    checks.push_back(
        {"rsgpu::rust::fits_3d(grid, block, "
         "static_cast<unsigned long long>(rsgpu::rust::nth_arg<" +
             n(ph) + ">(args...)), static_cast<unsigned long long>("
                     "rsgpu::rust::nth_arg<" +
             n(pw) + ">(args...)), " + n(bits) + ")",
         who + "3-D row-major writes (S5) are proven unique only for "
               "launches of at most 2^32 threads per axis whose z ids * " +
             names[hw.first] + " * " + names[hw.second] + " fit in " +
             n(bits) + " bits",
         "fits_3d(grid,block,$" + n(ph) + ",$" + n(pw) + "," + n(bits) + ")"});
  }
  for (unsigned w : o.rowWidths) {
    unsigned pos = argPos(w);
    checks.push_back(
        {"rsgpu::rust::fits_2d(grid, block, "
         "static_cast<unsigned long long>(rsgpu::rust::nth_arg<" +
             n(pos) + ">(args...)))",
         who + "rows of `" + names[w] +
             "` (S5) are proven disjoint only for launches whose "
             "grid_dim_x * block_dim_x * " +
             names[w] + " fits in 64 bits",
         "fits_2d(grid,block,$" + n(pos) + ")"});
  }
  if (o.stepRowMaxBlock)
    checks.push_back(
        {"rsgpu::rust::fits_block_2d(block, " + n(o.stepRowMaxBlock) + ", 0)",
         who + "block rows walked by `step_by(" + n(o.stepRowMaxBlock) +
             ")` (S5) are proven disjoint only for blocks of at most " +
             n(o.stepRowMaxBlock) + " threads",
         "fits_block_2d(block," + n(o.stepRowMaxBlock) + ",0)"});
  if (mb[0] || mb[1])
    checks.push_back(
        {"rsgpu::rust::fits_block_2d(block, " + n(mb[0]) + ", " + n(mb[1]) + ")",
         who +
             "row-major writes (S5) are proven unique only for blocks of "
             "at most " +
             (mb[0] ? n(mb[0]) : std::string("any")) + " x " +
             (mb[1] ? n(mb[1]) : std::string("any")) + " threads",
         "fits_block_2d(block," + n(mb[0]) + "," + n(mb[1]) + ")"});
  for (const Check &c : checks)
    sig.requirement.push_back({c.spec, c.message});
  if (checks.empty())
    return;
  auto uses = [&](const char *v) {
    for (auto &c : checks)
      if (c.test.find(v) != std::string::npos)
        return true;
    return false;
  };
  os << "  /// The launch the proofs below assume (docs/generator/"
        "analyses.md):\n"
     << "  /// rsgpu::launch and rsgpu::jit::launch (the manifest) check it "
        "on the host.\n"
     << "  template <class... Args>\n"
     << "  RSGPU_FN static const char *rsgpu_launch_requirement(rsgpu::Dim3"
     << (uses("(grid") ? " grid" : "") << ", rsgpu::Dim3"
     << (uses("(block") || uses(", block") ? " block" : "")
     << ", const Args &..." << (uses("args...") ? "args" : "") << ") {\n";
  for (const Check &c : checks)
    os << "    if (!" << c.test << ")\n      return " << cString(c.message)
       << ";\n";
  os << "    return nullptr;\n  }\n";
}

unsigned FnEmitter::argPos(unsigned id) const {
  unsigned pos = 0;
  for (const ir::Local &l : f.locals)
    if (l.isArg && l.id < id)
      ++pos;
  return pos;
}

std::string FnEmitter::nthArg(unsigned id) const {
  return "rsgpu::rust::nth_arg<" + std::to_string(argPos(id)) + ">(args...)";
}

/// A proven variant's condition, over the launch's device views.
std::string FnEmitter::needTest(const analysis::LengthNeed &nd) const {
  std::string t;
  switch (nd.kind) {
  case analysis::LengthNeed::Const:
    t = std::to_string(nd.value) + "ull";
    break;
  case analysis::LengthNeed::Scalar:
    t = "static_cast<unsigned long long>(" + nthArg(nd.local) + ")";
    break;
  case analysis::LengthNeed::Len:
    t = nthArg(nd.local) + ".len()";
    break;
  }
  return "(static_cast<unsigned long long>(" + nthArg(nd.slice) + ".len()) " +
         (nd.strict ? "> " : ">= ") + t + ")";
}

/// The same in the manifest's terms: ge|gt($SLICE, N|$SCALAR|$SLICE), a
/// `$i` argument standing for a slice's length or a scalar's value.
std::string FnEmitter::needSpec(const analysis::LengthNeed &nd) const {
  std::string t = nd.kind == analysis::LengthNeed::Const
                      ? std::to_string(nd.value)
                      : "$" + std::to_string(argPos(nd.local));
  return std::string(nd.strict ? "gt" : "ge") + "($" +
         std::to_string(argPos(nd.slice)) + "," + t + ")";
}

/// The same in Rust's names.
std::string FnEmitter::needText(const analysis::LengthNeed &nd) const {
  std::string t =
      nd.kind == analysis::LengthNeed::Const    ? std::to_string(nd.value)
      : nd.kind == analysis::LengthNeed::Scalar ? names[nd.local]
                                                : names[nd.local] + ".len()";
  return names[nd.slice] + ".len() " + (nd.strict ? "> " : ">= ") + t;
}

/// The checked kernel names its proven variant; rsgpu::launch runs the
/// variant when the variant's requirement (this one's, plus the needs)
/// holds for the launch.
void FnEmitter::provenDispatch(const std::string &kname) {
  os << "  /// rsgpu::launch runs `" << kname
     << "_proven` (no versioned bounds checks, S6) when\n  /// ";
  for (size_t i = 0; i < needs.size(); ++i)
    os << (i ? " && " : "") << needText(needs[i]);
  os << " (its launch requirement), and this kernel (Rust's checks) "
        "otherwise.\n"
     << "  using rsgpu_proven_variant = " << kname << "_proven;\n";
}

/// What rsgpu_launch_requirement guarantees, stated for the device
/// compiler (RSGPU_GEN_ASSUME: `__builtin_assume` under nvcc's device pass,
/// nothing elsewhere), so it drops the library's and Rust's checks the
/// launch shape already decides (a Tile's whole-warp check, `at(0)` of an
/// `&Atomic`, shared indices below the block size). Every entry point
/// checks the requirement before the body runs.
/// Rust's `shared_array()` holds `T::default()` until written (the host
/// bindings fill it so); `__shared__` memory starts undefined. Every
/// kernel with shared arrays therefore zeroes them first, each thread a
/// strided share of the slots, and meets the block at one barrier before
/// its body (all threads reach it: nothing has branched yet). Device
/// functions cannot declare shared arrays (SharedPhases, RG0222).
void FnEmitter::zeroSharedArrays() {
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if (in.op != ir::Opcode::Intrinsic || !ir::isSharedDecl(in.call) ||
          !in.dest)
        continue;
      const ir::Type *t = f.locals[in.dest->local].type;
      if (!t || t->kind != ir::Type::SharedArray)
        continue;
      std::string tag = "rsgpu_shared_" + std::to_string(sharedTag.size());
      sharedTag[&in] = tag;
      os << "    const auto " << tag << " = [] {};\n"
         << "    rsgpu::rust::shared_array<" << valueType(t->elem) << ", "
         << t->len << ">(thread_, " << tag << ").zero_fill(thread_);\n";
    }
  if (!sharedTag.empty())
    os << "    thread_.block().sync();  // shared arrays hold T::default()\n";
}

void FnEmitter::launchAssumptions() {
  if (!facts)
    return;
  const analysis::LaunchObligations &o = facts->obligations;
  std::vector<std::string> facts_;
  if (o.wholeWarps)
    facts_.push_back("thread_.block().size() % 32 == 0");
  for (const ir::Local &l : f.locals)
    if (l.isArg && isRefTo(l.type, ir::Type::Atomic) && !l.type->isMut)
      facts_.push_back(names[l.id] + ".len() != 0");
  uint64_t cx = 0, cy = 0;
  auto tighten = [](uint64_t &c, uint64_t v) {
    if (v && (!c || v < c))
      c = v;
  };
  tighten(cx, o.maxBlockDim);
  tighten(cx, o.tileMaxBlockX);
  tighten(cx, o.rowMajorMaxBlock[0]);
  tighten(cy, o.rowMajorMaxBlock[1]);
  tighten(cy, o.tileMaxBlockY);
  tighten(cy, o.tileRowStep);
  if (cx)
    facts_.push_back("thread_.thread_idx().x < " + std::to_string(cx) + "u");
  if (cy)
    facts_.push_back("thread_.thread_idx().y < " + std::to_string(cy) + "u");
  if (facts_.empty())
    return;
  os << "    // Guaranteed by rsgpu_launch_requirement (checked before the "
        "body runs):\n";
  for (const std::string &a : facts_)
    os << "    RSGPU_GEN_ASSUME(" << a << ");\n";
}

void FnEmitter::launchStub(const std::string &kname) {
  std::string params, args;
  for (const ir::Local &l : f.locals) {
    if (!l.isArg)
      continue;
    std::string ty;
    const ir::Type *a = isAtomicSliceRef(l.type)
                            ? l.type->elem->elem
                        : isRefTo(l.type, ir::Type::Atomic) ? l.type->elem
                                                            : nullptr;
    if (isAtomicArrayRef(l.type)) // rsgpu::atomic_array<N>(borrow)
      ty = "rsgpu::AtomicArrayBorrow<" + std::to_string(l.type->elem->len) +
           ", " + scalar(l.type->elem->elem->elem) + ", " +
           scopeType(l.type->elem->elem->name) + ">";
    else if (a) // `&Atomic<T>`: a borrow of (at least) one element
      ty = "rsgpu::BorrowAtomic<" + scalar(a->elem) + ", " +
           scopeType(a->name) + ">";
    else if (isSliceRef(l.type))
      ty = (l.type->isMut ? "rsgpu::BorrowMut<" : "rsgpu::Borrow<") +
           valueType(l.type->elem->elem) + ">";
    else
      ty = valueType(l.type);
    params += ", " + ty + " " + names[l.id];
    args += ", std::move(" + names[l.id] + ")";
  }
  // Not hidden from nvcc's device pass: the call to rsgpu::launch is what
  // instantiates the kernel's __global__ entry there. NVRTC has no host
  // runtime (rsgpu-gen build's C-linkage entries are its kernels).
  os << "#if !defined(__CUDACC_RTC__)\n"
     << "/// Host launch stub for `" << f.name
     << "`: the Rust signature's types.\n"
     << "[[nodiscard]] inline rsgpu::Result<void> launch_" << kname
     << "(rsgpu::Stream &stream, const rsgpu::LaunchConfig &config" << params
     << ") {\n"
     << "  return rsgpu::launch(stream, config, " << kname << "{}" << args
     << ");\n"
     << "}\n#endif\n\n";
}
