//! Red team 21: one generic fn bounded by a trait called with four types in
//! one kernel (two structs, `u32` and `f32`, each with its own impl), and a
//! generic fn calling another generic fn with its own `T` and with a fixed
//! type.
#![no_std]
use rsgpu::*;

trait Val {
    fn val(&self) -> u32;
    fn weight() -> u32 {
        1
    }
}
#[derive(Clone, Copy)]
struct P {
    a: u32,
    b: u32,
}
#[derive(Clone, Copy)]
struct Q {
    a: u32,
}
impl Val for P {
    fn val(&self) -> u32 {
        self.a * 3 + self.b
    }
    fn weight() -> u32 {
        2
    }
}
impl Val for Q {
    fn val(&self) -> u32 {
        self.a ^ 0x55
    }
}
impl Val for u32 {
    fn val(&self) -> u32 {
        *self + 7
    }
    fn weight() -> u32 {
        3
    }
}
impl Val for f32 {
    fn val(&self) -> u32 {
        (*self * 2.5) as u32
    }
    fn weight() -> u32 {
        4
    }
}

fn score<T: Val>(t: T) -> u32 {
    t.val() * T::weight()
}
fn pair<T: Val + Copy>(t: T, u: u32) -> u32 {
    score(t) * 16 + score(u)
}

rsgpu::kernel! {
    pub fn r21_generic_many_types(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            o1[i] = score(P { a: v, b: 1 }) + score(Q { a: v }) * 3;
            o2[i] = score(v) + score(v as f32 + 0.5) * 5;
            o3[i] = pair(P { a: v, b: 2 }, v) ^ (pair(Q { a: v }, v + 1) << 1) ^ (pair(v as f32, 3) << 2)
                ^ (pair(v, v) << 3);
        }
    }
}
