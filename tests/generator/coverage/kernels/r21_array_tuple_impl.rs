//! Red team 21: a trait implemented for `[f32; 4]`, `[f32; 2]`, a tuple
//! struct and a tuple `(u32, u32)`, each with its own body; `Sum4::total`
//! called by method syntax and by `<[f32; 4] as Total>::total`.
#![no_std]
use rsgpu::*;

trait Total {
    fn total(&self) -> f32;
    fn twice(&self) -> f32 {
        self.total() * 2.0
    }
}
#[derive(Clone, Copy)]
struct Pt(f32, f32);
impl Total for [f32; 4] {
    fn total(&self) -> f32 {
        self[0] + self[1] * 2.0 + self[2] * 3.0 + self[3] * 4.0
    }
}
impl Total for [f32; 2] {
    fn total(&self) -> f32 {
        self[0] - self[1]
    }
    fn twice(&self) -> f32 {
        self[0] * 10.0
    }
}
impl Total for Pt {
    fn total(&self) -> f32 {
        self.0 * self.1
    }
}
impl Total for (u32, u32) {
    fn total(&self) -> f32 {
        (self.0 + 2 * self.1) as f32
    }
}

rsgpu::kernel! {
    pub fn r21_array_tuple_impl(x: &[u32], o1: &mut [f32], o2: &mut [f32], o3: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = (x[i] % 1000) as f32;
            let a4 = [v, v + 1.0, v * 0.5, 3.0];
            let a2 = [v, 2.0];
            let p = Pt(v, 0.25);
            let t = (x[i] % 1000, 7u32);
            o1[i] = a4.total() + <[f32; 4] as Total>::twice(&a4);
            o2[i] = a2.total() + a2.twice() * 3.0 + p.total() + p.twice();
            o3[i] = t.total() + t.twice() * 0.5;
        }
    }
}
