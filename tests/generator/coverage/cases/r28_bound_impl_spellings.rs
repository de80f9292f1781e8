use diff::*;
use kernel::r28_bound_impl_spellings;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (37, 32), (1000, 128)] {
            let x = from_fn(n, |i| hash(28, i) as u32);
            launch!(d, threads(n.div_ceil(block), block), r28_bound_impl_spellings(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n)), o4 = buf_mut(zeros(n)), o5 = buf_mut(zeros(n)), o6 = buf_mut(zeros(n)), o7 = buf_mut(zeros(n))));
        }
    });
}
