// Emulator benchmarks; ratios are measured in this run against the reference
// named in the metric. stdout: `emulator.<metric>: <value>` lines only.
//
// Times are process CPU time (user + system, all threads), best of several
// runs: on a shared build machine wall time mostly measures the other load.
// Both sides of a ratio use the same number of OS threads (one per core), so
// on an idle machine the CPU-time ratio equals the wall-time ratio; wall times
// go to stderr as well.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include <rsgpu/backend/host/primitives.hpp>
#include <rsgpu/rsgpu.hpp>

namespace host = rsgpu::detail::host;

namespace {
using Clock = std::chrono::steady_clock;

double cpu_now() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

struct Time {
  double cpu = 1e30, wall = 1e30;
};
template <class F> Time best(int reps, F f) {
  Time t;
  for (int i = 0; i < reps; ++i) {
    double c0 = cpu_now();
    auto w0 = Clock::now();
    f();
    t.wall = std::min(t.wall, std::chrono::duration<double>(Clock::now() - w0).count());
    t.cpu = std::min(t.cpu, cpu_now() - c0);
  }
  return t;
}

void check(const rsgpu::Result<void> &r) {
  if (!r) {
    std::fprintf(stderr, "bench_emulator: %s\n", r.error().to_string().c_str());
    std::exit(1);
  }
}

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};

constexpr unsigned B = 256;
struct Reduce {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    static const char key = 0;
    auto s = rsgpu::detail::ViewFactory::exclusive<int>(
        host::block_shared_static(&key, B * sizeof(int), alignof(int)), 0, B);
    unsigned r = t.block().thread_rank();
    s.unsafe_at(r) = x[t.global_id()];
    t.block().sync();
    for (unsigned k = B / 2; k > 0; k /= 2) {
      if (r < k) s.unsafe_at(r) += int(s.unsafe_at(r + k));
      t.block().sync();
    }
    if (r == 0) out.unsafe_at(t.block_idx().x) = int(s.unsafe_at(0));
  }
};
} // namespace

int main() {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  auto stream = rsgpu::Stream::create();
  if (!stream) return 1;
  auto &s = *stream;

  // 1. Barrier-free saxpy over 2^24 floats vs the same loop on `cores` threads.
  const std::size_t n = std::size_t(1) << 24;
  std::vector<float> hx(n, 1.5f), hy(n, 2.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(s, hx);
  auto y = rsgpu::DeviceBuffer<float>::from_host(s, hy);
  if (!x || !y) return 1;
  Time emu = best(7, [&] {
    check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(n, 256), Saxpy{}, x->borrow(),
                        y->borrow_mut(), 0.5f));
    check(s.synchronize());
  });
  Time plain = best(7, [&] {
    std::vector<std::thread> ts;
    for (unsigned c = 0; c < cores; ++c)
      ts.emplace_back([&, c] {
        std::size_t lo = n * c / cores, hi = n * (c + 1) / cores;
        float *yp = hy.data();
        const float *xp = hx.data();
        for (std::size_t i = lo; i < hi; ++i) yp[i] = 0.5f * xp[i] + yp[i];
      });
    for (auto &t : ts) t.join();
  });
  std::fprintf(stderr,
               "saxpy 2^24 on %u threads: emulator %.1f ms CPU (%.1f ms wall), plain loop "
               "%.1f ms CPU (%.1f ms wall)\n",
               cores, emu.cpu * 1e3, emu.wall * 1e3, plain.cpu * 1e3, plain.wall * 1e3);
  std::printf("emulator.saxpy_vs_plain_loop: %.2f\n", emu.cpu / plain.cpu);

  // 2. Barrier-heavy block reduction: 256 threads, 9 barriers per block.
  const unsigned blocks = 4096;
  std::vector<int> hin(std::size_t(blocks) * B, 1);
  auto in = rsgpu::DeviceBuffer<int>::from_host(s, hin);
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, blocks);
  if (!in || !out) return 1;
  auto reduce = [&](rsgpu::Check checks) {
    rsgpu::LaunchConfig cfg = rsgpu::LaunchConfig::for_elements(hin.size(), B);
    cfg.checks = checks;
    check(rsgpu::launch(s, cfg, Reduce{}, in->borrow(), out->borrow_mut()));
    check(s.synchronize());
  };
  reduce(rsgpu::Check::None); // warm the stack pools
  auto sw0 = host::stats().switches.load();
  Time off = best(5, [&] { reduce(rsgpu::Check::None); });
  double switches = double(host::stats().switches.load() - sw0) / 5;
  std::fprintf(stderr,
               "reduction %u blocks x %u threads: %.1f ms CPU (%.1f ms wall on %u cores), "
               "%.0f switches per launch\n",
               blocks, B, off.cpu * 1e3, off.wall * 1e3, cores, switches);
  // Per core: switches per second of CPU time.
  std::printf("emulator.switches_per_sec_per_core: %.3g\n", switches / off.cpu);

  // 3. The same reduction with racecheck on.
  Time on = best(3, [&] { reduce(rsgpu::Check::Race); });
  std::fprintf(stderr, "reduction with racecheck: %.1f ms CPU (%.1f ms wall)\n", on.cpu * 1e3,
               on.wall * 1e3);
  std::printf("emulator.racecheck_overhead: %.2f\n", on.cpu / off.cpu);
  return 0;
}
