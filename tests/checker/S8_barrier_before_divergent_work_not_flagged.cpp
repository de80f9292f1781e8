// S8 negative: a barrier at the top of a uniform loop whose body then
// branches on the thread index is reached by every thread (it is not
// control-dependent on the branch); the CUDA-style guard `if (i < n)` around
// work only, with the barrier outside, is fine.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct Steps {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y,
                           unsigned steps) const {
    auto b = t.block();
    float v = 0;
    for (unsigned k = 0; k < steps; ++k) {
      b.sync();
      if (b.thread_rank() % 2 == 0)
        v += 1.0f;
      else
        continue;
      v *= 2.0f;
    }
    if (auto e = y.mine(t))
      *e = v;
  }
};
