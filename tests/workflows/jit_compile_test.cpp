// rsgpu::jit without a GPU (label cuda): NVRTC compiles what
// `rsgpu-gen build --mode jit` wrote for saxpy.rs and vadd.rs (and histogram,
// cas_max, reduce_warp, cluster_ids: atomics, warps, clusters) to PTX and cubin,
// through the disk cache (a miss, then a hit that does not call NVRTC: the
// process-wide counters say so, not timing), rejecting corrupt entries; and
// the manifest/signature checks jit::launch relies on.
#include <rsgpu/jit/compile.hpp>
#include <rsgpu/jit/manifest.hpp>
#include <rsgpu/rsgpu.hpp> // Slice types for the signature checks

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
namespace jit = rsgpu::jit;

namespace {
std::string slurp(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  REQUIRE(in);
  return {std::istreambuf_iterator<char>(in), {}};
}
std::string kernel_file(const char *stem) {
  return slurp(fs::path(RSGPU_KERNELS_DIR) /
               (std::string(stem) + ".kernels.cu"));
}
jit::Manifest manifest(const char *stem) {
  auto m = jit::Manifest::parse(
      slurp(fs::path(RSGPU_KERNELS_DIR) / (std::string(stem) + ".manifest")));
  REQUIRE(m);
  return *m;
}
/// A fresh cache directory per test.
jit::Options cached(const char *name, jit::Output out = jit::Output::Cubin) {
  jit::Options o;
  o.cache_dir = (fs::temp_directory_path() / "rsgpu-jit-test" / name).string();
  fs::remove_all(o.cache_dir);
  o.output = out;
  return o;
}
unsigned nvrtc_calls() { return jit::stats().nvrtc_compiles.load(); }
} // namespace

TEST_CASE("jit: saxpy and vadd compile to PTX for sm_80 and sm_90") {
  for (const char *stem : {"saxpy", "vadd"}) {
    for (const char *arch : {"sm_80", "sm_90"}) {
      jit::Options o = cached("ptx", jit::Output::Ptx);
      o.arch = arch;
      auto c = jit::compile(kernel_file(stem), {}, o);
      INFO(stem << " " << arch << ": " << (c ? c->log : c.error().to_string()));
      REQUIRE(c);
      CHECK(c->output == jit::Output::Ptx);
      std::string entry = ".entry rsgpu_kernel_" + std::string(stem);
      CHECK(c->image.find(entry) != std::string::npos);
      CHECK(c->image.find(".target " + std::string(arch)) != std::string::npos);
      CHECK(c->image.find(".entry rsgpu_take_panic_record") !=
            std::string::npos);
    }
  }
}

// NVRTC sees only <rsgpu/rsgpu.hpp>'s device half (jit/device.hpp): kernels
// with atomics (histogram, cas_max: AtomicSlice, compare_exchange), warp
// collectives (reduce_warp) and clusters (cluster_ids: sm_90) compile too.
TEST_CASE("jit: kernels with atomics, warps and clusters compile to PTX") {
  for (const char *stem : {"histogram", "cas_max", "reduce_warp", "cluster_ids"}) {
    jit::Options o = cached("ptx_device_half", jit::Output::Ptx);
    o.arch = "sm_90";
    auto c = jit::compile(kernel_file(stem), {}, o);
    INFO(stem << ": " << (c ? c->log : c.error().to_string()));
    REQUIRE(c);
    CHECK(c->image.find(".entry rsgpu_kernel_" + std::string(stem)) !=
          std::string::npos);
  }
  // What each needs is in the PTX: an atomic add, a compare-and-swap, a
  // shuffle, a cluster special register.
  auto ptx = [](const char *stem) {
    jit::Options o = cached("ptx_device_half_ops", jit::Output::Ptx);
    auto c = jit::compile(kernel_file(stem), {}, o);
    REQUIRE(c);
    return c->image;
  };
  CHECK(ptx("histogram").find("atom.") != std::string::npos);
  CHECK(ptx("cas_max").find("atom.") != std::string::npos);
  CHECK(ptx("cas_max").find(".cas.") != std::string::npos);
  CHECK(ptx("reduce_warp").find("shfl.sync") != std::string::npos);
  CHECK(ptx("cluster_ids").find("%cluster") != std::string::npos);
}

// Rust's u128 (u24_mulhi_u128.rs: `(a as u128 * b as u128) >> 64`) is
// `__int128`, which NVRTC accepts only under -device-int128 (nvrtc_options).
TEST_CASE("jit: a kernel computing in u128 compiles to PTX for sm_90") {
  jit::Options o = cached("ptx_u128", jit::Output::Ptx);
  o.arch = "sm_90";
  auto c = jit::compile(kernel_file("u24_mulhi_u128"), {}, o);
  INFO((c ? c->log : c.error().to_string()));
  REQUIRE(c);
  CHECK(c->image.find(".entry rsgpu_kernel_u24_mulhi_u128") !=
        std::string::npos);
  CHECK(c->image.find("mul.hi.u64") != std::string::npos);
}

TEST_CASE("jit: cubin is an ELF image with the entry and its lowered name") {
  jit::Options o = cached("cubin");
  auto c = jit::compile(kernel_file("saxpy"), {"rsgpu_kernel_saxpy"}, o);
  REQUIRE(c);
  REQUIRE(c->image.size() > 4);
  CHECK(c->image.compare(0, 4,
                         "\x7f"
                         "ELF") == 0);
  CHECK(c->image.find("rsgpu_kernel_saxpy") != std::string::npos);
  REQUIRE(c->lowered.size() == 1);
  CHECK(c->lowered[0] == "rsgpu_kernel_saxpy"); // extern "C": not mangled
}

TEST_CASE("jit: the second compile is a cache hit and does not call NVRTC") {
  jit::Options o = cached("hit");
  std::string src = kernel_file("saxpy");
  unsigned before = nvrtc_calls(), hits = jit::stats().cache_hits;
  auto first = jit::compile(src, {}, o);
  REQUIRE(first);
  CHECK_FALSE(first->from_cache);
  CHECK(nvrtc_calls() == before + 1);
  CHECK(fs::exists(jit::cache_path(src, {}, o)));
  auto second = jit::compile(src, {}, o);
  REQUIRE(second);
  CHECK(second->from_cache);
  CHECK(nvrtc_calls() == before + 1); // NVRTC not called again
  CHECK(jit::stats().cache_hits == hits + 1);
  CHECK(second->image == first->image);

  SECTION("another arch, output kind or source is a different entry") {
    jit::Options o80 = o;
    o80.arch = "sm_80";
    CHECK(jit::cache_path(src, {}, o80) != jit::cache_path(src, {}, o));
    jit::Options ptx = o;
    ptx.output = jit::Output::Ptx;
    CHECK(jit::cache_path(src, {}, ptx) != jit::cache_path(src, {}, o));
    CHECK(jit::cache_path(src + "\n", {}, o) != jit::cache_path(src, {}, o));
    auto c = jit::compile(src, {}, o80);
    REQUIRE(c);
    CHECK_FALSE(c->from_cache);
    CHECK(nvrtc_calls() == before + 2);
  }
}

TEST_CASE(
    "jit: a corrupt or truncated cache entry is recompiled and rewritten") {
  jit::Options o = cached("corrupt");
  std::string src = kernel_file("vadd");
  auto good = jit::compile(src, {}, o);
  REQUIRE(good);
  std::string path = jit::cache_path(src, {}, o);
  std::string bytes = slurp(path);
  for (int variant = 0; variant < 3; ++variant) {
    std::string bad = bytes;
    if (variant == 0)
      bad[bad.size() / 2] ^= 0x5a; // flipped byte
    if (variant == 1)
      bad.resize(bad.size() / 3); // truncated
    if (variant == 2)
      bad = "RSGPU-JIT-CACHE 1\ngarbage"; // wrong key/shape
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bad;
    unsigned calls = nvrtc_calls(), corrupt = jit::stats().corrupt;
    auto c = jit::compile(src, {}, o);
    REQUIRE(c);
    CHECK_FALSE(c->from_cache);
    CHECK(c->image == good->image);
    CHECK(nvrtc_calls() == calls + 1);
    CHECK(jit::stats().corrupt == corrupt + 1);
    auto again = jit::compile(src, {}, o); // the rewritten entry is good
    REQUIRE(again);
    CHECK(again->from_cache);
  }
}

TEST_CASE("jit: RSGPU_JIT_CACHE=off always compiles") {
  jit::Options o = cached("off");
  ::setenv("RSGPU_JIT_CACHE", "off", 1);
  unsigned calls = nvrtc_calls();
  auto a = jit::compile(kernel_file("saxpy"), {}, o);
  auto b = jit::compile(kernel_file("saxpy"), {}, o);
  ::unsetenv("RSGPU_JIT_CACHE");
  REQUIRE(a);
  REQUIRE(b);
  CHECK_FALSE(b->from_cache);
  CHECK(nvrtc_calls() == calls + 2);
  CHECK_FALSE(fs::exists(o.cache_dir));
}

TEST_CASE("jit: a compile error is an Error carrying NVRTC's log, not cached") {
  jit::Options o = cached("error");
  std::string src =
      "#include <rsgpu/rsgpu.hpp>\n__global__ void k() { undeclared(); }\n";
  auto c = jit::compile(src, {}, o);
  REQUIRE_FALSE(c);
  CHECK(c.error().kind() == rsgpu::ErrorKind::Cuda);
  CHECK(c.error().cuda_name() == "nvrtc");
  CHECK(std::string(c.error().message()).find("undeclared") !=
        std::string::npos);
  CHECK_FALSE(fs::exists(jit::cache_path(src, {}, o)));
}

TEST_CASE("jit: the manifest names the entries and their parameter types") {
  jit::Manifest m = manifest("saxpy");
  CHECK(m.source == "saxpy.kernels.cu");
  const jit::KernelInfo *k = m.find("saxpy");
  REQUIRE(k);
  CHECK(k->symbol == "rsgpu_kernel_saxpy");
  CHECK(k->params == std::vector<std::string>{"float",
                                              "rsgpu::Slice<const float>",
                                              "rsgpu::SliceMut<float>"});
  CHECK(m.find("vadd") == nullptr);
  CHECK_FALSE(jit::Manifest::parse("not a manifest\n"));
  CHECK_FALSE(jit::Manifest::parse("rsgpu-manifest 2\nbogus line\n"));
}

TEST_CASE("jit: launch argument types are checked against the manifest") {
  const jit::KernelInfo saxpy = *manifest("saxpy").find("saxpy");
  using namespace rsgpu;
  using jit::detail::signature_mismatch;
  CHECK(signature_mismatch<float, Slice<const float>, SliceMut<float>>(saxpy)
            .empty());
  CHECK(signature_mismatch<double, Slice<const float>, SliceMut<float>>(
            saxpy) == "kernel `saxpy` argument 0: expects float, given double");
  CHECK_FALSE(signature_mismatch<float, SliceMut<float>, SliceMut<float>>(saxpy)
                  .empty());
  CHECK_FALSE(signature_mismatch<float, Slice<const float>>(saxpy).empty());
  const jit::KernelInfo vadd = *manifest("vadd").find("vadd");
  CHECK(signature_mismatch<Slice<const float>, Slice<const float>,
                           SliceMut<float>, std::size_t>(vadd)
            .empty());
  CHECK_FALSE(signature_mismatch<Slice<const float>, Slice<const float>,
                                 SliceMut<float>, unsigned>(vadd)
                  .empty());
}
