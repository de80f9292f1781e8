//! Red team 22 (which impl a call runs): two traits `ta::Show` and `tb::Show` with a method `show(&self)` of one signature, both implemented for `P`; `p.show()` in a fn that imports `ta::Show` runs ta's, in one that imports `tb::Show` runs tb's; `Q` has an inherent `show` and a trait one (`q.show()` is the inherent).
#![no_std]
#![allow(unused)]
use rsgpu::*;

mod ta {
    pub trait Show {
        fn show(&self) -> u32;
    }
}
mod tb {
    pub trait Show {
        fn show(&self) -> u32;
    }
}
#[derive(Clone, Copy)]
struct P(u32);
#[derive(Clone, Copy)]
struct Q(u32);
impl ta::Show for P {
    fn show(&self) -> u32 {
        self.0 + 1
    }
}
impl tb::Show for P {
    fn show(&self) -> u32 {
        self.0 * 2
    }
}
impl Q {
    fn show(&self) -> u32 {
        self.0 ^ 3
    }
}
impl ta::Show for Q {
    fn show(&self) -> u32 {
        self.0 + 500
    }
}
fn via_a(p: &P) -> u32 {
    use ta::Show;
    p.show()
}
fn via_b(p: &P) -> u32 {
    use tb::Show;
    p.show()
}
fn via_q(q: &Q) -> u32 {
    use ta::Show;
    q.show() + 10000 * ta::Show::show(q)
}

rsgpu::kernel! {
    pub fn r22_shadowed_trait_methods_in_scope(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let v = v % 1000;
            o1[i] = via_a(&P(v));
            o2[i] = via_b(&P(v));
            o3[i] = via_q(&Q(v));
        }
    }
}
