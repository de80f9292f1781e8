//! Red team 21 (r21_derives without `Default`): derived impls on two structs of one layout (`PartialEq`,
//! `PartialOrd`, `Clone`, `Default`): each comparison and default runs its
//! own type's derived body; `P`'s `PartialEq` is hand-written instead
//! (equal when `a` matches only).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, PartialOrd)]
struct P {
    a: u32,
    b: u32,
}
impl PartialEq for P {
    fn eq(&self, o: &P) -> bool {
        self.a == o.a
    }
}
#[derive(Clone, Copy, PartialEq, PartialOrd)]
struct Q {
    a: u32,
    b: u32,
}

rsgpu::kernel! {
    pub fn r21_derives_cmp(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 8;
            let p1 = P { a: v % 2, b: v };
            let p2 = P { a: 1, b: 3 };
            let q1 = Q { a: v % 2, b: v };
            let q2 = Q { a: 1, b: 3 };
            o1[i] = (p1 == p2) as u32 + 2 * (q1 == q2) as u32 + 4 * (p1 < p2) as u32 + 8 * (q1 < q2) as u32;
            o2[i] = p1.clone().b * 3 + q1.clone().a * 5;
            o3[i] = (p1 != p2) as u32 + 2 * (q1 >= q2) as u32;
        }
    }
}
