// rsgpu::jit::launch checks a loaded kernel's launch requirement on the host
// (S5/S6/S9 proofs' obligations), from the `require` lines `rsgpu-gen build`
// writes into the manifest: the same tests as the generated
// rsgpu_launch_requirement, in the same order, with rsgpu::launch's error.
// Without a GPU: jit::launch itself needs one, so these call the check it
// makes before anything is enqueued (jit::check_launch_requirement) over the
// device views it builds, on manifests of real kernels, and compare with
// what rsgpu::launch says on the emulator for the same Rust kernel (its
// generated header, written by the same build).
#include <rsgpu/jit/manifest.hpp>
#include <rsgpu/jit/requirement.hpp>
#include <rsgpu/rsgpu.hpp>

#include "reduce_warp.hpp"
#include "saxpy.hpp"
#include "vadd.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
namespace jit = rsgpu::jit;
using rsgpu::Dim3;
using rsgpu::ErrorKind;
using rsgpu::LaunchConfig;
using rsgpu::detail::to_device;

namespace {
jit::Manifest load(const char *stem) {
  std::ifstream in(fs::path(RSGPU_KERNELS_DIR) / (std::string(stem) + ".manifest"));
  REQUIRE(in);
  auto m = jit::Manifest::parse(
      std::string{std::istreambuf_iterator<char>(in), {}});
  INFO(stem << ": " << (m ? "" : m.error().to_string()));
  REQUIRE(m);
  return *m;
}
const jit::KernelInfo &kernel(const jit::Manifest &m, const char *name) {
  const jit::KernelInfo *k = m.find(name);
  REQUIRE(k);
  return *k;
}
LaunchConfig shape(Dim3 grid, Dim3 block) {
  LaunchConfig c;
  c.grid = grid;
  c.block = block;
  return c;
}
template <class T>
rsgpu::DeviceBuffer<T> buffer(rsgpu::Stream &s, std::size_t n) {
  auto b = rsgpu::DeviceBuffer<T>::from_host(s, std::vector<T>(n, T{}));
  REQUIRE(b);
  return std::move(*b);
}
std::string msg(const rsgpu::Result<void> &r) {
  return r ? std::string("ok") : std::string(r.error().message());
}
} // namespace

TEST_CASE("jit: the manifest carries each kernel's launch requirement") {
  jit::Manifest m = load("reduce_warp");
  const jit::KernelInfo &k = kernel(m, "reduce_warp");
  REQUIRE(k.requirement.size() == 2);
  CHECK(k.requirement[0].test == jit::RequirementCheck::Test::fits_whole_warps);
  CHECK(k.requirement[1].test == jit::RequirementCheck::Test::fits_nonempty);
  REQUIRE(k.requirement[1].operands.size() == 1);
  CHECK(k.requirement[1].operands[0].value == 1); // `total`, argument 1
  CHECK(k.requirement[1].message.find("`total` (a `&Atomic`)") !=
        std::string::npos);
  // saxpy: the checked kernel needs a 1-D launch; its proven variant also
  // x.len() >= y.len() (S6), as arguments 1 and 2.
  // First its Thread1D shape (what rsgpu::launch checks for such kernels).
  jit::Manifest sm = load("saxpy");
  const jit::KernelInfo &c = kernel(sm, "saxpy");
  REQUIRE(c.requirement.size() == 2);
  CHECK(c.requirement[0].test == jit::RequirementCheck::Test::thread_dims);
  CHECK(c.requirement[1].test == jit::RequirementCheck::Test::fits_1d);
  const jit::KernelInfo &p = kernel(sm, "saxpy_proven");
  REQUIRE(p.requirement.size() == 3);
  CHECK(p.requirement[2].test == jit::RequirementCheck::Test::ge);
}

TEST_CASE("S5_jit_launch_requirement_checked_on_host_as_rsgpu_launch_does") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  jit::Manifest m = load("reduce_warp");
  const jit::KernelInfo &k = kernel(m, "reduce_warp");
  auto in = buffer<float>(*s, 96);
  auto total = buffer<float>(*s, 1);
  auto empty = buffer<float>(*s, 0);
  // rsgpu::launch (emulator) of the same kernel, and the jit check over the
  // device views jit::launch would pass: the same verdict, word for word.
  auto both = [&](const LaunchConfig &c, rsgpu::DeviceBuffer<float> &t) {
    rsgpu::Result<void> j;
    {
      auto a = in.borrow();
      auto b = rsgpu::atomic(t.borrow_mut());
      j = jit::check_launch_requirement(k, c, to_device(a), to_device(b));
    }
    auto l = launch_reduce_warp(*s, c, in.borrow(), rsgpu::atomic(t.borrow_mut()));
    REQUIRE(s->synchronize());
    return std::pair{j, l};
  };
  SECTION("S9: blocks of whole warps") {
    auto [j, l] = both(shape({2, 1, 1}, {48, 1, 1}), total);
    REQUIRE_FALSE(j);
    REQUIRE_FALSE(l);
    CHECK(j.error().kind() == ErrorKind::InvalidLaunchConfig);
    CHECK(l.error().kind() == ErrorKind::InvalidLaunchConfig);
    CHECK(msg(j) == msg(l));
    CHECK(msg(j).find("whole warps") != std::string::npos);
    CHECK(msg(j).find("block (48, 1, 1)") != std::string::npos);
  }
  SECTION("an `&Atomic` parameter needs an element") {
    auto [j, l] = both(shape({1, 1, 1}, {32, 1, 1}), empty);
    REQUIRE_FALSE(j);
    REQUIRE_FALSE(l);
    CHECK(j.error().kind() == ErrorKind::InvalidLaunchConfig);
    CHECK(msg(j) == msg(l));
    CHECK(msg(j).find("`total`") != std::string::npos);
  }
  SECTION("a launch that fits passes both") {
    auto [j, l] = both(shape({3, 1, 1}, {32, 1, 1}), total);
    CHECK(msg(j) == "ok");
    CHECK(msg(l) == "ok");
  }
}

TEST_CASE("S5_jit_launch_of_a_1d_kernel_in_a_2d_grid_rejected_on_host") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  jit::Manifest m = load("saxpy");
  auto x = buffer<float>(*s, 64);
  auto y = buffer<float>(*s, 64);
  // A 2-D grid, and a 1-D launch of exactly 2^32 threads (the u32 ids of a
  // Thread1D kernel would wrap: launch() refuses it although the proofs'
  // fits_1d, "at most 2^32", would not).
  for (LaunchConfig c : {shape({2, 2, 1}, {32, 1, 1}),
                         shape({1u << 22, 1, 1}, {1024, 1, 1})}) {
    auto l = launch_saxpy(*s, c, 2.0f, x.borrow(), y.borrow_mut());
    REQUIRE(s->synchronize());
    REQUIRE_FALSE(l);
    CHECK(l.error().kind() == ErrorKind::InvalidLaunchConfig);
    for (const char *name : {"saxpy", "saxpy_proven"}) {
      auto a = x.borrow();
      auto b = y.borrow_mut();
      auto r = jit::check_launch_requirement(kernel(m, name), c, 2.0f,
                                             to_device(a), to_device(b));
      INFO(name << " grid.x " << c.grid.x);
      REQUIRE_FALSE(r);
      CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
      CHECK(msg(r) == msg(l));
      CHECK(msg(r) == "the kernel takes Thread1D: grid and block must be 1-D "
                      "with fewer than 2^32 threads: grid " +
                          rsgpu::detail::dim_str(c.grid) + ", block " +
                          rsgpu::detail::dim_str(c.block));
    }
  }
}

// The proven variant is a loadable kernel of its own (rsgpu_kernel_K_proven):
// jit::launch must check its length predicate too, or it would run without
// Rust's bounds checks on short buffers.
TEST_CASE("S6_jit_launch_of_a_proven_variant_on_short_buffers_rejected_on_host") {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  jit::Manifest m = load("vadd");
  const jit::KernelInfo &p = kernel(m, "vadd_proven");
  auto a = buffer<float>(*s, 100), b = buffer<float>(*s, 100),
       c = buffer<float>(*s, 100), shorter = buffer<float>(*s, 50);
  auto la = a.borrow(), lb = b.borrow(), ls = shorter.borrow();
  auto lc = c.borrow_mut();
  const LaunchConfig cfg = LaunchConfig::for_elements(100, 128);
  CHECK(msg(jit::check_launch_requirement(p, cfg, to_device(la), to_device(lb),
                                          to_device(lc), std::size_t{100})) ==
        "ok");
  auto r = jit::check_launch_requirement(p, cfg, to_device(la), to_device(ls),
                                         to_device(lc), std::size_t{100});
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(msg(r).find("`vadd_proven`'s bounds checks (S6) are dropped") !=
        std::string::npos);
  CHECK(msg(r).find("b.len() >= n") != std::string::npos);
  // n is a scalar operand: a larger n than the buffers fails the same way.
  CHECK_FALSE(jit::check_launch_requirement(p, cfg, to_device(la),
                                            to_device(lb), to_device(lc),
                                            std::size_t{101}));
  // The checked kernel has no such predicate: it keeps Rust's checks.
  CHECK(msg(jit::check_launch_requirement(kernel(m, "vadd"), cfg, to_device(la),
                                          to_device(ls), to_device(lc),
                                          std::size_t{100})) == "ok");
}

TEST_CASE("jit: a manifest whose requirement rsgpu::jit cannot check is rejected") {
  const std::string head = "rsgpu-manifest 2\nsource k.kernels.cu\n"
                           "kernel k rsgpu_kernel_k float|rsgpu::SliceMut<float>\n";
  auto bad = [&](const std::string &line, const char *what) {
    auto m = jit::Manifest::parse(head + line + "\n");
    INFO(line);
    REQUIRE_FALSE(m);
    CHECK(m.error().kind() == ErrorKind::InvalidArgument);
    CHECK(std::string(m.error().message()).find(what) != std::string::npos);
  };
  CHECK(jit::Manifest::parse(head + "require k fits_1d(grid,block) why\n"));
  bad("require k fits_everything(grid) why", "unknown launch-requirement test");
  bad("require k fits_nonempty($2) why", "the kernel has 2 arguments");
  bad("require k fits_1d(block,grid) why", "wrong kind");
  bad("require k fits_2d(grid,block,$1,4) why", "too few operands");
  bad("require k fits_2d(grid,block,$1,8,8,64,32,1) why", "too many operands");
  bad("require k fits_1d(grid,block)", "no message");
  bad("require k thread_dims(3) why", "1-D or 2-D");
  bad("require other fits_1d(grid,block) why", "no `kernel other` line");
  // Version 1: kernels that checked on the device; this rsgpu::jit does not.
  auto v1 = jit::Manifest::parse("rsgpu-manifest 1\nsource k.kernels.cu\n");
  REQUIRE_FALSE(v1);
  CHECK(std::string(v1.error().message()).find("version 1") != std::string::npos);
}

TEST_CASE("jit: fits_2d's ids_k bounds strided rows by grid * C") {
  // A strided row `block_idx * 32 + thread_idx + k` next to columns of 8
  // (analyses.md "Strided rows"): the ids reach grid * 32, so 1024 blocks
  // of 8 x 8 with a width of 2^50 pass fits_2d without ids_k and fail with.
  auto m = jit::Manifest::parse(
      "rsgpu-manifest 2\nsource k.kernels.cu\n"
      "kernel k rsgpu_kernel_k usize|rsgpu::SliceMut<usize>\n"
      "require k fits_2d(grid,block,$0,8,8,64,32) rows * h past 64 bits\n"
      "kernel j rsgpu_kernel_j usize|rsgpu::SliceMut<usize>\n"
      "require j fits_2d(grid,block,$0,8,8,64) rows * h past 64 bits\n");
  INFO((m ? "" : m.error().to_string()));
  REQUIRE(m);
  std::vector<std::optional<unsigned long long>> args{1ull << 50, 0};
  CHECK(jit::detail::requirement_mismatch(kernel(*m, "k"), Dim3{1024, 1, 1},
                                          Dim3{8, 8, 1}, args));
  CHECK_FALSE(jit::detail::requirement_mismatch(
      kernel(*m, "j"), Dim3{1024, 1, 1}, Dim3{8, 8, 1}, args));
  args[0] = 1ull << 40;
  CHECK_FALSE(jit::detail::requirement_mismatch(
      kernel(*m, "k"), Dim3{1024, 1, 1}, Dim3{8, 8, 1}, args));
}
