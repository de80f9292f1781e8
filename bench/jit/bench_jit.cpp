// jit: NVRTC cold compile per kernel file (cache off) and the cache-hit cost
// of rsgpu::jit::compile, for the kernel files `rsgpu-gen build --mode jit`
// makes from the translatable example kernels (tests/generator/kernels).
// stdout: jit.cold_compile_s (the slowest file; goal <= 3 s) and
// jit.cache_hit_ms (mean; goal <= 1 ms); per-file figures on stderr.
#include <rsgpu/jit/compile.hpp>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>

namespace jit = rsgpu::jit;
using Clock = std::chrono::steady_clock;

static std::string slurp(const std::string &p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

int main() {
  const char *stems[] = {"saxpy", "vadd", "stencil", "int_math", "float_math"};
  double worst_cold = 0, hit_total_ms = 0;
  int hits = 0;
  auto cache = std::filesystem::temp_directory_path() / "rsgpu-bench-jit";
  std::filesystem::remove_all(cache);
  for (const char *stem : stems) {
    std::string src =
        slurp(std::string(RSGPU_KERNELS_DIR) + "/" + stem + ".kernels.cu");
    jit::Options o;
    o.arch = "sm_90";
    o.use_cache = false;
    auto t0 = Clock::now();
    std::clock_t c0 = std::clock();
    auto cold = jit::compile(src, {}, o);
    double cold_s = std::chrono::duration<double>(Clock::now() - t0).count();
    double cold_cpu =
        double(std::clock() - c0) / CLOCKS_PER_SEC; // NVRTC runs in-process
    if (!cold) {
      std::fprintf(stderr, "%s: %s\n", stem, cold.error().to_string().c_str());
      return 1;
    }
    o.use_cache = true;
    o.cache_dir = cache.string();
    if (!jit::compile(src, {}, o))
      return 1; // fill the cache
    const int reps = 200;
    auto t1 = Clock::now();
    for (int i = 0; i < reps; ++i) {
      auto c = jit::compile(src, {}, o);
      if (!c || !c->from_cache)
        return std::fprintf(stderr, "%s: no cache hit\n", stem), 1;
    }
    double hit_ms =
        std::chrono::duration<double, std::milli>(Clock::now() - t1).count() /
        reps;
    std::fprintf(stderr,
                 "jit %-10s cold %.2f s (%.2f s CPU), cache hit %.3f ms, cubin "
                 "%zu bytes\n",
                 stem, cold_s, cold_cpu, hit_ms, cold->image.size());
    worst_cold = std::max(worst_cold, cold_s);
    hit_total_ms += hit_ms;
    ++hits;
  }
  std::filesystem::remove_all(cache);
  std::printf("jit.cold_compile_s: %.2f\n", worst_cold);
  std::printf("jit.cache_hit_ms: %.3f\n", hit_total_ms / hits);
  return 0;
}
