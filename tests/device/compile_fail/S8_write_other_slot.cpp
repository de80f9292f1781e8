// S8: in the write phase a thread writes only its own slots.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
#ifndef RSGPU_CF_OK
    s[(b.thread_rank() + 1) % 32] = 1.0f;
#else
    s.mine(b) = 1.0f;
#endif
  }
};
int main() {}
