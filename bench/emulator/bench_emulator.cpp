// Emulator benchmarks; ratios are measured in this run against the reference
// named in the metric. stdout: `emulator.<metric>: <value>` lines only.
//
// Every kernel runs twice: unchecked (host::default_checks() = Check::None, the
// documented opt-out) and checked (Check::All, the default). Each is compared
// with a plain C++ loop computing the same result on the same number of OS
// threads, taken from the emulator's own (warm) pool; every result is checked.
// Times are process CPU time (user + system, all threads), the median of
// several runs: on a shared build machine wall time mostly measures the other
// load (wall medians go to stderr). Ratios are the median of per-round ratios,
// a round being one unchecked, one checked and one plain sample back to back
// (a sample: one run, or as many back to back as take 50 ms, timed together
// and divided by their number).
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <rsgpu/backend/host/primitives.hpp>
#include <rsgpu/rsgpu.hpp>

namespace host = rsgpu::detail::host;
using rsgpu::Check;

/// bare_resume.cpp (a translation unit of its own: in this one, its fiber
/// code changed how GCC inlined the barrier into the reduction kernel, and
/// the kernel ran 7 % slower).
double bare_resume_cpu_seconds(unsigned k, long rounds);
/// plain_loops.cpp (the plain loops, compiled apart from the emulator's
/// headers: the same code on every branch).
void plain_saxpy(float *y, const float *x, const float *y0, float a, std::size_t lo,
                 std::size_t hi);
void plain_stencil(float *y, const float *x, std::size_t n, std::size_t lo, std::size_t hi);
void plain_sums(int *sums, const int *x, std::size_t group, std::size_t lo, std::size_t hi);

namespace {
using Clock = std::chrono::steady_clock;

double cpu_now() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

struct Time {
  double cpu = 0, wall = 0;
};
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}
template <class F> Time med(int reps, F f) {
  std::vector<double> cpu, wall;
  for (int i = 0; i < reps; ++i) {
    double c0 = cpu_now();
    auto w0 = Clock::now();
    f();
    wall.push_back(std::chrono::duration<double>(Clock::now() - w0).count());
    cpu.push_back(cpu_now() - c0);
  }
  return {median(cpu), median(wall)};
}

[[noreturn]] void fail(const std::string &what) {
  std::fprintf(stderr, "bench_emulator: %s\n", what.c_str());
  std::exit(1);
}
void check(const rsgpu::Result<void> &r) {
  if (!r) fail(r.error().to_string());
}
template <class T> void expect_equal(const char *what, const std::vector<T> &got,
                                     const std::vector<T> &want) {
  if (got != want) fail(std::string(what) + ": wrong result");
}

/// The plain loop's threads: the emulator's pool (warm, one per core), each
/// participant taking its own share [c * n / k, (c + 1) * n / k) and running
/// it `times` times (a sample of several runs, both() below, is one dispatch
/// to the pool: the pool's wake-up, tens of microseconds under load, is no
/// part of the loop, and was a third of the reductions' 0.1 ms plain loops).
void plain_parallel(std::size_t n, const std::function<void(std::size_t, std::size_t)> &f,
                    int times = 1) {
  host::WorkerPool &pool = host::WorkerPool::get();
  unsigned k = pool.size();
  std::atomic<unsigned> next{0};
  std::function<void()> job = [&] {
    unsigned c = next.fetch_add(1);
    for (int r = 0; r < times; ++r) {
      f(n * c / k, n * (c + 1) / k);
      asm volatile("" ::: "memory"); // each repetition does the whole loop
    }
  };
  pool.run(job, k - 1);
}

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};

struct Stencil { // y[i] = x[i-1] + x[i] + x[i+1] (clamped at the ends)
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto yi = y.mine(t)) {
      std::size_t i = yi.index(), n = x.len();
      *yi = x[i ? i - 1 : i] + x[i] + x[i + 1 < n ? i + 1 : i];
    }
  }
};

constexpr unsigned B = 256;
struct BlockReduce { // shared-memory tree, 9 barriers per block
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

struct WarpReduce { // one warp collective per warp, lane 0 writes its sum
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    auto w = t.block().warp();
    int sum = w.reduce(int(x[t.global_id()]), rsgpu::Plus{});
    if (w.lane() == 0) out.unsafe_at(t.global_id() / 32) = sum;
  }
};

struct Pair {
  Time off, on, plain;
  double off_plain = 0, on_plain = 0, on_off = 0; // medians of per-round ratios
  int k_off = 1, k_on = 1, k_plain = 1;           // runs per timed sample
};
/// How many back-to-back runs of f take at least 50 ms of CPU time (f runs
/// that many times here). A timed sample shorter than that is mostly this
/// VM's CPU-time accounting and the other sessions' bursts: the stencil's
/// unchecked launch and plain loop (5-8 ms) and the reductions' plain loops
/// (0.2-0.4 ms) spread their ratios by 20-60 % over five runs. (With 20 ms,
/// the unchecked saxpy's 19-21 ms made it one run or two by chance, and the
/// first run of a sample, after the plain loop, is the slower one.)
template <class F> int runs_for_50ms(F f) {
  int k = 0;
  const double c0 = cpu_now();
  do {
    f();
    ++k;
  } while (cpu_now() - c0 < 0.05 && k < 100000);
  return k;
}
/// A kernel with barriers runs its threads on fibers, and how fast it
/// switches between them depends on where the system placed the stacks'
/// pages (within a process the samples agree within 2-3 %, across processes
/// they differed by up to 25 %: a fixed, random draw per process). Each round
/// of such a kernel therefore runs on stacks mapped afresh (`launch` once,
/// untimed, maps and touches them), so a run's median is over several
/// layouts rather than one.
template <class F> void new_stack_layout(F launch) {
  host::release_fiber_stacks();
  launch();
}
/// One timed sample: f run k times back to back, the time of one run.
template <class F> Time sample(int k, F f) {
  Time t = med(1, [&] {
    for (int i = 0; i < k; ++i) f();
  });
  return {t.cpu / k, t.wall / k};
}
/// Runs `launch` unchecked and checked and `plain(k)` (the plain loop, k
/// times over in one dispatch to the pool), one sample of each per round, `reps` rounds after one warm-up of each (stack
/// pools, the shadow's first allocation and the plain loop's pages are
/// measured apart). A sample is one run, or several back to back when one
/// takes less than 50 ms (runs_for_50ms), and counts the time of one run.
/// Each ratio is the median of the rounds' ratios: the three samples of a
/// round see the same load, so a build starting on another core between the
/// unchecked and the plain runs moves a round, not the ratio (before: all
/// unchecked runs, then all checked, then all plain ones; a ratio of two
/// medians taken seconds apart followed the load).
template <class F, class G>
Pair both(const char *name, int reps, F launch, G plain, bool fibers = false) {
  Pair p;
  host::default_checks().store(Check::None);
  launch();
  host::default_checks().store(Check::All);
  double c0 = cpu_now();
  auto w0 = Clock::now();
  launch();
  std::fprintf(stderr, "%s: first checked launch %.1f ms CPU (%.1f ms wall)\n", name,
               (cpu_now() - c0) * 1e3,
               std::chrono::duration<double>(Clock::now() - w0).count() * 1e3);
  plain(1);
  host::default_checks().store(Check::None);
  p.k_off = runs_for_50ms(launch);
  host::default_checks().store(Check::All);
  p.k_on = runs_for_50ms(launch);
  p.k_plain = runs_for_50ms([&] { plain(1); });
  std::vector<double> off_cpu, on_cpu, plain_cpu, off_wall, on_wall, plain_wall, r_off, r_on,
      r_chk;
  for (int i = 0; i < reps; ++i) {
    host::default_checks().store(Check::None);
    if (fibers) new_stack_layout(launch);
    Time a = sample(p.k_off, launch);
    host::default_checks().store(Check::All);
    Time b = sample(p.k_on, launch);
    Time c = med(1, [&] { plain(p.k_plain); }); // one dispatch, k_plain runs
    c = {c.cpu / p.k_plain, c.wall / p.k_plain};
    off_cpu.push_back(a.cpu), on_cpu.push_back(b.cpu), plain_cpu.push_back(c.cpu);
    off_wall.push_back(a.wall), on_wall.push_back(b.wall), plain_wall.push_back(c.wall);
    r_off.push_back(a.cpu / c.cpu), r_on.push_back(b.cpu / c.cpu), r_chk.push_back(b.cpu / a.cpu);
  }
  host::default_checks().store(Check::None);
  p.off = {median(off_cpu), median(off_wall)};
  p.on = {median(on_cpu), median(on_wall)};
  p.plain = {median(plain_cpu), median(plain_wall)};
  p.off_plain = median(r_off);
  p.on_plain = median(r_on);
  p.on_off = median(r_chk);
  std::fprintf(stderr,
               "%s: unchecked %.2f ms CPU (%.2f ms wall), checked %.2f ms CPU (%.2f ms wall), "
               "checked/unchecked %.2f; runs per sample %d, %d, plain %d\n",
               name, p.off.cpu * 1e3, p.off.wall * 1e3, p.on.cpu * 1e3, p.on.wall * 1e3,
               p.on_off, p.k_off, p.k_on, p.k_plain);
  return p;
}
} // namespace

int main(int argc, char **argv) {
  // bench_emulator [REPS [KERNEL]]: KERNEL (saxpy, stencil, reductions, or
  // barriers: the synccheck-only block reduction alone) runs only that part
  // (for profiling); the figures then cover only it.
  const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  const std::string only = argc > 2 ? argv[2] : "";
  auto wanted = [&](const char *k) { return only.empty() || only == k; };
  const unsigned cores = host::WorkerPool::get().size();
  auto stream = rsgpu::Stream::create();
  if (!stream) return 1;
  auto &s = *stream;
  double worst = 0;
  auto report = [&](const char *metric, const Pair &p) {
    std::printf("emulator.%s: %.2f\n", metric, p.off_plain);
    std::printf("emulator.%s_checked: %.2f\n", metric, p.on_plain);
    worst = std::max(worst, p.on_off);
    std::fprintf(stderr, "  plain loop %.2f ms CPU (%.2f ms wall) on %u threads\n",
                 p.plain.cpu * 1e3, p.plain.wall * 1e3, cores);
  };

  // 1. Barrier-free saxpy over 2^24 floats.
  if (wanted("saxpy")) {
    const std::size_t n = std::size_t(1) << 24;
    std::vector<float> hx(n), hy(n, 2.0f), want(n), py(n);
    for (std::size_t i = 0; i < n; ++i) hx[i] = float(i % 1000);
    for (std::size_t i = 0; i < n; ++i) want[i] = 0.5f * hx[i] + 2.0f;
    auto x = rsgpu::DeviceBuffer<float>::from_host(s, hx);
    auto y = rsgpu::DeviceBuffer<float>::from_host(s, hy);
    if (!x || !y) return 1;
    int runs = 0; // y = 2 + runs * 0.5 * x: exact in floats for these values
    Pair p = both("saxpy 2^24", reps, [&] {
      check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(n, 256), Saxpy{}, x->borrow(),
                          y->borrow_mut(), 0.5f));
      check(s.synchronize());
      ++runs;
    }, [&](int times) {
      plain_parallel(n, [&](std::size_t lo, std::size_t hi) {
        plain_saxpy(py.data(), hx.data(), hy.data(), 0.5f, lo, hi);
      }, times);
    });
    auto got = y->to_vec();
    if (!got) fail("saxpy: " + got.error().to_string());
    std::vector<float> after(n);
    for (std::size_t i = 0; i < n; ++i) after[i] = 2.0f + float(runs) * 0.5f * hx[i];
    expect_equal("saxpy", *got, after);
    expect_equal("saxpy plain loop", py, want);
    report("saxpy_vs_plain_loop", p);
  }

  // 2. Barrier-free 3-point stencil over 2^22 floats.
  if (wanted("stencil")) {
    const std::size_t n = std::size_t(1) << 22;
    std::vector<float> hx(n), want(n), py(n);
    for (std::size_t i = 0; i < n; ++i) hx[i] = float(i % 7);
    for (std::size_t i = 0; i < n; ++i)
      want[i] = hx[i ? i - 1 : i] + hx[i] + hx[i + 1 < n ? i + 1 : i];
    auto x = rsgpu::DeviceBuffer<float>::from_host(s, hx);
    auto y = rsgpu::DeviceBuffer<float>::zeroed(s, n);
    if (!x || !y) return 1;
    Pair p = both("stencil 2^22", reps, [&] {
      check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(n, 256), Stencil{},
                          x->borrow(), y->borrow_mut()));
      check(s.synchronize());
    }, [&](int times) {
      plain_parallel(n, [&](std::size_t lo, std::size_t hi) {
        plain_stencil(py.data(), hx.data(), n, lo, hi);
      }, times);
    });
    auto got = y->to_vec();
    if (!got) fail("stencil: " + got.error().to_string());
    expect_equal("stencil", *got, want);
    expect_equal("stencil plain loop", py, want);
    report("stencil_vs_plain_loop", p);
  }

  // 3. Barrier-heavy block reduction (4096 blocks x 256 threads, 9 barriers)
  //    and 4. the warp-shuffle reduction over the same input.
  const unsigned blocks = 4096;
  const std::size_t m = std::size_t(blocks) * B;
  std::vector<int> hin(m);
  for (std::size_t i = 0; i < m; ++i) hin[i] = int(i % 5);
  auto in = rsgpu::DeviceBuffer<int>::from_host(s, hin);
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, m / 32);
  if (!in || !out) return 1;
  std::vector<int> sums(m / 32);
  auto sum_of = [&](std::size_t group) {
    return [&, group](std::size_t lo, std::size_t hi) {
      plain_sums(sums.data(), hin.data(), group, lo, hi);
    };
  };
  if (wanted("reductions")) {
    Pair p = both("block reduction 4096 x 256", reps, [&] {
      check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(m, B), BlockReduce{},
                          in->borrow(), out->borrow_mut()));
      check(s.synchronize());
    }, [&](int times) { plain_parallel(blocks, sum_of(B), times); }, true);
    auto got = out->to_vec();
    if (!got) fail("block reduction: " + got.error().to_string());
    expect_equal("block reduction",
                 std::vector<int>(got->begin(), got->begin() + blocks),
                 std::vector<int>(sums.begin(), sums.begin() + blocks));
    report("block_reduce_vs_plain_loop", p);
  }
  if (wanted("reductions") || only == "barriers") {
    // Barrier cost with synccheck on (racecheck and memcheck off).
    host::default_checks().store(Check::Sync);
    auto reduce = [&] {
      check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(m, B), BlockReduce{},
                          in->borrow(), out->borrow_mut()));
      check(s.synchronize());
    };
    std::vector<double> sync_cpu, sync_wall;
    std::uint64_t switched = 0;
    for (int i = 0; i < reps; ++i) {
      new_stack_layout(reduce); // also the warm-up when run alone
      const std::uint64_t sw0 = host::stats().switches.load();
      Time one = med(1, reduce);
      switched += host::stats().switches.load() - sw0;
      sync_cpu.push_back(one.cpu), sync_wall.push_back(one.wall);
    }
    const Time sync = {median(sync_cpu), median(sync_wall)};
    host::default_checks().store(Check::None);
    auto got = out->to_vec();
    if (!got) fail("block reduction (synccheck): " + got.error().to_string());
    plain_parallel(blocks, sum_of(B));
    expect_equal("block reduction (synccheck)",
                 std::vector<int>(got->begin(), got->begin() + blocks),
                 std::vector<int>(sums.begin(), sums.begin() + blocks));
    double switches = double(switched) / reps;
    std::fprintf(stderr, "  synccheck only: %.2f ms CPU, %.0f switches per launch\n",
                 sync.cpu * 1e3, switches);
    std::printf("emulator.switches_per_sec_per_core: %.3g\n", switches / sync.cpu);
    // The floor: median of `reps` runs of 10.4 M bare switches each.
    for (unsigned k : {2u, 256u}) {
      std::vector<double> v;
      for (int i = 0; i < reps; ++i)
        v.push_back(2.0 * 5200000 / bare_resume_cpu_seconds(k, 5200000 / k));
      std::fprintf(stderr, "  Boost.Context bare resume, %u fibers: %.3g switches per CPU-second "
                           "(%.1f ns each); the barrier kernel: %.1f ns per switch\n",
                   k, median(v), 1e9 / median(v), 1e9 * sync.cpu / switches);
    }
  }
  if (wanted("reductions")) {
    Pair p = both("warp reduction 4096 x 256", reps, [&] {
      check(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(m, B), WarpReduce{},
                          in->borrow(), out->borrow_mut()));
      check(s.synchronize());
    }, [&](int times) { plain_parallel(m / 32, sum_of(32), times); }, true);
    auto got = out->to_vec();
    if (!got) fail("warp reduction: " + got.error().to_string());
    expect_equal("warp reduction", *got, sums);
    report("warp_reduce_vs_plain_loop", p);
  }
  std::printf("emulator.max_checked_vs_unchecked: %.2f\n", worst);
  host::default_checks().store(host::env_checks());
  return 0;
}
