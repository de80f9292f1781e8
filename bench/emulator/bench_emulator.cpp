// Emulator benchmarks; ratios are measured in this run against the reference
// named in the metric. stdout: `emulator.<metric>: <value>` lines only.
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

template <class F> double best_seconds(int reps, F f) {
  double best = 1e30;
  for (int i = 0; i < reps; ++i) {
    auto t0 = Clock::now();
    f();
    best = std::min(best, std::chrono::duration<double>(Clock::now() - t0).count());
  }
  return best;
}

void check(const rsgpu::Result<void> &r) {
  if (!r) {
    std::fprintf(stderr, "bench_emulator: %s\n", r.error().to_string().c_str());
    std::exit(1);
  }
}

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
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
  double emu = best_seconds(5, [&] {
    check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(n, 256), Saxpy{}, x->borrow(),
                        y->borrow_mut(), 0.5f));
    check(s.synchronize());
  });
  double plain = best_seconds(5, [&] {
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
  std::fprintf(stderr, "saxpy 2^24: emulator %.2f ms, plain loop on %u threads %.2f ms\n",
               emu * 1e3, cores, plain * 1e3);
  std::printf("emulator.saxpy_vs_plain_loop: %.2f\n", emu / plain);

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
  double off = best_seconds(5, [&] { reduce(rsgpu::Check::None); });
  double switches = double(host::stats().switches.load() - sw0) / 5;
  unsigned used = std::min(cores, blocks);
  std::fprintf(stderr,
               "reduction %u blocks x %u threads: %.2f ms, %.0f switches per launch, %u "
               "cores\n",
               blocks, B, off * 1e3, switches, used);
  std::printf("emulator.switches_per_sec_per_core: %.3g\n", switches / off / used);

  // 3. The same reduction with racecheck on.
  double on = best_seconds(3, [&] { reduce(rsgpu::Check::Race); });
  std::fprintf(stderr, "reduction with racecheck: %.2f ms\n", on * 1e3);
  std::printf("emulator.racecheck_overhead: %.2f\n", on / off);
  return 0;
}
