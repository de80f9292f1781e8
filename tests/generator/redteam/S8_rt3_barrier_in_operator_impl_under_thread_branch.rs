//! S8: `impl Add for V { fn add(..) { sync_threads(); .. } }`, then `a + b` under `if t < 16`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct V {
    x: f32,
}

impl core::ops::Add for V {
    type Output = V;
    fn add(self, o: V) -> V {
        sync_threads();
        V { x: self.x + o.x }
    }
}

rsgpu::kernel! {
    pub fn barrier_in_operator_impl_under_thread_branch(y: &mut [f32]) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut v = V { x: 1.0 };
        if t < 16 {
            v = v + V { x: 2.0 };
        }
        if i < y.len() {
            y[i] = v.x;
        }
    }
}
// O3: RG0102 (a constant `V`): refused, not for S8.
// CHECK-O0: error[RG0210]:
// CHECK-O3: error[RG0{{(10[0-2]|210)}}]:
