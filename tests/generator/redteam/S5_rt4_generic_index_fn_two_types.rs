//! S5: one generic fn `slot_of<S: Slot>(&S, i)` instantiated with two types:
//! `Own` (i * 1) indexes y, `Half` (i / 2) indexes z — the instances must be
//! analysed apart. Expected RG0201 naming `z[k]` (O0 also refuses `y[j]`, a
//! call's result).
#![no_std]
use rsgpu::*;
trait Slot { fn slot(&self, i: usize) -> usize; }
struct Own { k: usize }
struct Half { k: usize }
impl Slot for Own { fn slot(&self, i: usize) -> usize { i * self.k } }
impl Slot for Half { fn slot(&self, i: usize) -> usize { i / self.k } }
fn slot_of<S: Slot>(s: &S, i: usize) -> usize { s.slot(i) }
rsgpu::kernel! {
    pub fn generic_index_two_types(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let own = Own { k: 1 };
        let half = Half { k: 2 };
        let j = slot_of(&own, i);
        if j < y.len() { y[j] = 1.0; }
        let k = slot_of(&half, i);
        if k < z.len() { z[k] = 1.0; }
    }
}
// CHECK-O0: error[RG0201]:
// CHECK-O3: error[RG0201]: write to `z[k]` may collide
