// S7/S8: one handle per shared declaration: a copy would keep the old phase
// alive next to the new one.
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 32>(b, [] {});
#ifndef RSGPU_CF_OK
    auto kept = s;
#else
    auto kept = std::move(s);
#endif
    (void)kept;
  }
};
int main() {}
