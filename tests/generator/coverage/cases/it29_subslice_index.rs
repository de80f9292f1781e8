use diff::*;
use kernel::it29_subslice_index;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (2, 32), (5, 32), (9, 32), (37, 32), (300, 128)] {
            let x = from_fn(n, |i| hash(29, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), it29_subslice_index(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
        }
    });
}
