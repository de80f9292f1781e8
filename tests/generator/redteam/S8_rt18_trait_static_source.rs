//! S8 misuse (red team 18): a trait with an associated fn (`Src::get()`), implemented by `Tid` as `thread_idx_x()`, read through a generic helper `via::<Tid>()`.
#![no_std]
use rsgpu::*;

trait Src {
    fn get() -> u32;
}
struct Tid;
impl Src for Tid {
    fn get() -> u32 {
        thread_idx_x()
    }
}
fn via<S: Src>() -> u32 {
    S::get()
}

rsgpu::kernel! {
    pub fn trait_static_source(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if via::<Tid>() < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
