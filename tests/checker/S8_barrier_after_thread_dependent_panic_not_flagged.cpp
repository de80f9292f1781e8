// S8/S9 negative: a thread-dependent check whose failing side panics (rsgpu's
// panic is [[noreturn]]: the thread exits, exited threads count as arrived at
// later barriers, and the launch reports DevicePanic) does not make the
// barrier or warp collective after it divergent. rsgpu-gen emits exactly this
// shape for Rust's overflow and bounds checks, also nested in a
// thread-dependent if/else that joins before the barrier. An early `return` instead of
// the panic is still RG0404 (S8_barrier_under_thread_dependent_condition).
// EXIT: 0
// ARGS: --deny-warnings
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct Checked {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    unsigned g = t.thread_idx().x + 1u;
    if (g == 0u)
      rsgpu::detail::panic("attempt to add with overflow", "k.mir", 7);
    b.sync();
    float v = w.shfl_down(float(g), 1u);
    if (t.global_id() >= y.len()) {
      RSGPU_PANIC("index out of bounds");
    }
    b.sync();
    // A bounds check inside a thread-dependent if/else: both sides join
    // before the barrier; only the panicking threads leave.
    float u;
    if (t.global_id() < y.len()) {
      if (!(t.global_id() < y.len()))
        RSGPU_PANIC("index out of bounds");
      u = 1.0f;
    } else {
      u = 0.0f;
    }
    b.sync();
    v = w.shfl_down(v + u, 1u);
    if (auto e = y.mine(t))
      *e = v;
  }
};
