//! S8: `impl Step for Tree { fn step(&self) { sync_threads() } }` called as `t.step()` under `if thread_idx_x() < 16`.
#![no_std]
use rsgpu::*;

trait Step {
    fn step(&self);
}

struct Tree {
    n: u32,
}

impl Step for Tree {
    fn step(&self) {
        if self.n > 0 {
            sync_threads();
        }
    }
}

rsgpu::kernel! {
    pub fn barrier_in_trait_method_under_thread_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let tr = Tree { n: 1 };
        if t < 16 {
            tr.step();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// O3: RG0101 (`Tree`): refused, not for S8.
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{(10[0-2]|210)}}]:
