// Boost.Context's bare resume on this OS thread, the floor under a barrier's
// switch (bench_emulator prints it next to the barrier kernel's cost per
// switch): `k` fibers on the emulator's pooled stacks, each resumed in turn
// by the driver and switching straight back, two switches per resume. k = 2
// keeps every frame in L1; k = 256 cycles through as many stacks as a
// 256-thread block's barrier does. Returns the CPU seconds of `rounds`
// rounds (k resumes each).
#include <sys/resource.h>

#include <utility>
#include <vector>

#include <rsgpu/backend/host/fiber.hpp>

namespace {
double cpu_now() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}
} // namespace

double bare_resume_cpu_seconds(unsigned k, long rounds) {
  namespace host = rsgpu::detail::host;
  namespace ctx = boost::context;
  host::StackPool pool;
  std::vector<ctx::fiber> f;
  for (unsigned i = 0; i < k; ++i)
    f.emplace_back(std::allocator_arg, host::PooledStack{&pool}, [](ctx::fiber &&back) {
      for (;;) back = std::move(back).resume();
      return std::move(back);
    });
  for (auto &x : f) x = std::move(x).resume(); // first entry: stacks touched
  const double c0 = cpu_now();
  for (long r = 0; r < rounds; ++r)
    for (auto &x : f) x = std::move(x).resume();
  const double dt = cpu_now() - c0;
  f.clear(); // unwinds each fiber (Boost's forced_unwind) before the pool goes
  return dt;
}
