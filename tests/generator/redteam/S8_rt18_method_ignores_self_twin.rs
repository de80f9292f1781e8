//! S8 twin (red team 18): twin: a `&self` method that returns `block_dim_x() / 32` whatever `self` holds (always uniform) as a barrier loop bound.
#![no_std]
use rsgpu::*;

struct Cfg {
    t: u32,
}
impl Cfg {
    fn warps(&self) -> u32 {
        block_dim_x() / 32
    }
}

rsgpu::kernel! {
    pub fn method_ignores_self_twin(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = Cfg { t: thread_idx_x() };
        for _ in 0..c.warps() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = c.t as f32;
        }
    }
}
// CHECK: kernel @method_ignores_self_twin(
