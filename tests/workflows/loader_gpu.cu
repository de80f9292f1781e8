// GPU run of the loaded workflows (label gpu):
//   loader_gpu jit  - NVRTC compiles saxpy.kernels.cu / vadd.kernels.cu for the
//                     present device, compiles again (a cache hit, checked),
//                     loads the cached image, launches
//   loader_gpu aot  - loads the fatbins `rsgpu-gen build --mode aot` made
// Both compare with C++ on the host (the emulator's semantics: the same
// checks workflows.host.run makes there), and check that a Rust bounds panic
// in a loaded image reaches the host through Library::synchronize.
#include <rsgpu/jit/module.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace jit = rsgpu::jit;

static std::string slurp(const std::string &p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

static rsgpu::Result<jit::Library> load(const std::string &dir,
                                        const char *stem, bool use_jit) {
  auto m = jit::Manifest::parse(slurp(dir + "/" + stem + ".manifest"));
  if (!m)
    return rsgpu::err(m.error());
  if (!use_jit)
    return jit::Library::load(slurp(dir + "/" + stem + ".fatbin"), *m);
  auto arch = jit::device_arch();
  if (!arch)
    return rsgpu::err(arch.error());
  jit::Options o;
  o.arch = *arch;
  const std::string src = slurp(dir + "/" + m->source);
  auto c = jit::compile(src, {}, o);
  if (!c)
    return rsgpu::err(c.error());
  // The module that runs is the one loaded from the cache: the same compile
  // again must be a hit that does not call NVRTC and gives the same image.
  const unsigned before = jit::stats().nvrtc_compiles;
  auto hit = jit::compile(src, {}, o);
  if (!hit)
    return rsgpu::err(hit.error());
  if (!hit->from_cache || jit::stats().nvrtc_compiles != before ||
      hit->image != c->image)
    return rsgpu::err(rsgpu::ErrorKind::InvalidArgument,
                      std::string(stem) + ": the second compile was not a cache hit");
  std::printf("loader jit: %s loaded from the JIT cache\n", stem);
  return jit::Library::load(hit->image, *m);
}

int main(int argc, char **argv) {
  if (argc != 3)
    return std::fprintf(stderr, "usage: loader_gpu jit|aot KERNELS_DIR\n"), 2;
  bool use_jit = std::string(argv[1]) == "jit";
  auto s = rsgpu::Stream::create();
  auto saxpy_lib = load(argv[2], "saxpy", use_jit);
  auto vadd_lib = load(argv[2], "vadd", use_jit);
  if (!s || !saxpy_lib || !vadd_lib) {
    std::fprintf(stderr, "setup: %s\n",
                 (!s           ? s.error()
                  : !saxpy_lib ? saxpy_lib.error()
                               : vadd_lib.error())
                     .to_string()
                     .c_str());
    return 2;
  }
  int failures = 0;
  const std::size_t n = 4099;
  std::vector<float> hx(n), hy(n), want(n);
  for (std::size_t i = 0; i < n; ++i)
    hx[i] = float(i % 13), hy[i] = float(i % 7) - 3;
  for (std::size_t i = 0; i < n; ++i)
    want[i] = 1.5f * hx[i] + hy[i];
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, hy);
  auto k = saxpy_lib->kernel("saxpy");
  if (!x || !y || !k)
    return 2;
  // Wrong argument types are refused before anything runs.
  auto wrong = jit::launch(*s, rsgpu::LaunchConfig::for_elements(n), *k, 1.5,
                           x->borrow(), y->borrow_mut());
  failures +=
      bool(wrong) || wrong.error().kind() != rsgpu::ErrorKind::InvalidArgument;
  // A launch shape saxpy's proofs do not cover (a 2-D grid: its writes are
  // proven unique for 1-D launches only) is refused on the host from the
  // manifest's `require` lines, before anything runs: had it run, y would
  // no longer be hy and the check of the next launch would fail.
  auto shape = jit::launch(*s, rsgpu::LaunchConfig{{2, 2, 1}, {32}}, *k, 1.5f,
                           x->borrow(), y->borrow_mut());
  failures += bool(shape) ||
              shape.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig;
  auto r = jit::launch(*s, rsgpu::LaunchConfig::for_elements(n), *k, 1.5f,
                       x->borrow(), y->borrow_mut());
  failures +=
      !r || !saxpy_lib->synchronize(*s) || !y->copy_to_host(hy) || hy != want;

  // vadd over 101 elements of 100-element buffers: c[100] panics.
  auto v = vadd_lib->kernel("vadd");
  auto a = rsgpu::DeviceBuffer<float>::zeroed(*s, 100);
  auto b = rsgpu::DeviceBuffer<float>::zeroed(*s, 100);
  auto c = rsgpu::DeviceBuffer<float>::zeroed(*s, 100);
  if (!v || !a || !b || !c)
    return 2;
  auto pr = jit::launch(*s, rsgpu::LaunchConfig{{1}, {128}}, *v, a->borrow(),
                        b->borrow(), c->borrow_mut(), std::size_t(101));
  auto ps = vadd_lib->synchronize(*s);
  failures +=
      !pr || bool(ps) || ps.error().kind() != rsgpu::ErrorKind::DevicePanic;
  // The proven variant (no bounds checks) is loadable too: its length
  // predicate (c.len() >= n fails) is checked on the host.
  auto vp = vadd_lib->kernel("vadd_proven");
  if (!vp)
    return 2;
  auto pv = jit::launch(*s, rsgpu::LaunchConfig{{1}, {128}}, *vp, a->borrow(),
                        b->borrow(), c->borrow_mut(), std::size_t(101));
  failures +=
      bool(pv) || pv.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig;
  if (failures)
    return std::fprintf(stderr, "loader %s: %d failures\n", argv[1], failures),
           1;
  std::printf("loader %s: OK\n", argv[1]);
  return 0;
}
